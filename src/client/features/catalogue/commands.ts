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
  void catalogueSync.ensure();
}
