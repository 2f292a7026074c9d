import { catalogueSync } from './catalogue-instance';

/** Tries the first catalogue download again after it failed (the loading screen's button). */
export function retryCatalogueDownload(): void {
  void catalogueSync.retry();
}

/**
 * Makes sure the catalogue is stored (downloading it on a first visit) and checks once per
 * start for a newer one. The map route starts it as navigation begins; the screens' hook
 * calls it too, and it runs once per page however often it is asked.
 */
export function startCatalogueSync(): void {
  void syncCatalogue();
}

/**
 * startCatalogueSync for a route's loader: settles once a catalogue is stored (downloaded on a
 * first visit) or its first download failed. A later start's check for a newer one is not
 * waited for.
 */
export function syncCatalogue(): Promise<void> {
  return catalogueSync.ensure();
}
