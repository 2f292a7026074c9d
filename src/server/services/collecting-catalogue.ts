import type { Catalogue } from '../../shared/collecting/collection';
import type { Database } from '../db/connect';
import { listedCollectedSites } from '../repositories/collection-repository';
import { META_KEYS, readMeta } from '../repositories/meta-repository';

/**
 * The sites the collecting rules count, read once per catalogue version: every instance
 * sees a new import by the version in `meta`, which each call reads (a key lookup).
 */
let cached: { version: string; catalogue: Promise<Catalogue> } | undefined;

export async function collectingCatalogue(db: Database): Promise<Catalogue> {
  return catalogueOfVersion(db, (await readMeta(db, META_KEYS.catalogueVersion)) ?? '');
}

/** The catalogue of `version`, as read with a traveller's visits (collectionFactsOf). */
export function catalogueOfVersion(db: Database, version: string): Promise<Catalogue> {
  if (cached?.version !== version) {
    const catalogue = listedCollectedSites(db).then(
      (sites) => new Map(sites.map((site) => [site.id, site])),
    );
    cached = { version, catalogue };
    catalogue.catch(() => {
      if (cached?.catalogue === catalogue) cached = undefined;
    });
  }
  return cached.catalogue;
}
