import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * One record of data/catalogue/whc-sites.json (built from UNESCO's list export;
 * see data/catalogue/README.md). Only the fields the product stores are read.
 */
const catalogueRecordSchema = z.object({
  id_no: z.number().int().positive(),
  name_en: z.string().min(1),
  name_fr: z.string(),
  name_ja: z.string().min(1),
  category: z.enum(['cultural', 'natural', 'mixed']),
  date_inscribed: z.number().int(),
  secondary_dates: z.array(z.number().int()),
  danger: z.boolean(),
  danger_list: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coordinates_approximate: z.boolean(),
  area_hectares: z.number().nullable(),
  states: z.array(z.string()),
  states_ja: z.array(z.string()),
  iso_codes: z.array(z.string()),
  region: z.string(),
  regions: z.array(z.string()),
  transboundary: z.boolean(),
  criteria: z.string(),
  short_description_en: z.string(),
  short_description_ja: z.string(),
  /** Absent in the 2025 file: every Japanese description there is machine translated. */
  short_description_ja_reviewed: z.boolean().optional(),
  url: z.url(),
});

export type CatalogueRecord = z.infer<typeof catalogueRecordSchema>;

export type CatalogueFile = {
  records: CatalogueRecord[];
  /** SHA-256 of the file's bytes: the catalogue version. */
  version: string;
};

export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
}

export async function readCatalogueFile(file: string): Promise<CatalogueFile> {
  const bytes = await readFile(file);
  const version = createHash('sha256').update(bytes).digest('hex');
  const parsed = z
    .array(catalogueRecordSchema)
    .min(1)
    .safeParse(JSON.parse(bytes.toString('utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CatalogueFileError(
      `${file} is not a valid catalogue: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  const ids = new Set<number>();
  for (const record of parsed.data) {
    if (ids.has(record.id_no))
      throw new CatalogueFileError(`${file}: duplicate id_no ${record.id_no}`);
    ids.add(record.id_no);
  }
  return { records: parsed.data, version };
}
