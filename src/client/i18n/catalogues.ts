import { en } from './en';
import { ja, type Messages } from './ja';
import type { Locale } from './locale';

export const CATALOGUES: Record<Locale, Messages> = { ja, en };
