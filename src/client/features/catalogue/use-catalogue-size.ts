import { useEffect, useState } from 'react';
import { fetchCatalogueSize } from './health-api';

export type CatalogueSize =
  | { status: 'loading' }
  | { status: 'ready'; sites: number }
  | { status: 'error' };

/** The catalogue size for display; components never talk to the API themselves. */
export function useCatalogueSize(): CatalogueSize {
  const [size, setSize] = useState<CatalogueSize>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchCatalogueSize(controller.signal).then(
      (sites) => setSize({ status: 'ready', sites }),
      () => {
        // An aborted request belongs to an unmounted page: nothing to report.
        if (!controller.signal.aborted) setSize({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);

  return size;
}
