import { readFileSync } from 'node:fs';
import { catalogueFile } from '../../../src/server/paths';

type Record = {
  id_no: number;
  name_en: string;
  name_ja: string;
  iso_codes: string[];
  region: string;
};

/** The shipped catalogue, read directly, so expectations are never hard-coded counts. */
export const catalogueRecords: Record[] = JSON.parse(readFileSync(catalogueFile, 'utf8'));
