import { catalogueSync } from './catalogue-instance';

/** Tries the first catalogue download again after it failed (the loading screen's button). */
export function retryCatalogueDownload(): void {
  void catalogueSync.retry();
}
