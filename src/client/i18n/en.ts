import { enFirstScreen } from './en-first-screen';
import { enScreens } from './en-screens';
import type { Messages } from './ja';

/** Every English message (the app loads the two parts: catalogues.ts); tests read it. */
export const en: Messages = { ...enFirstScreen, ...enScreens };
