import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useT } from '../../../i18n/use-t';
import { LoadFailed } from '../../remote-view/load-failed';

/**
 * The popup's own-data slots (popup-slots.tsx), fetched when a popup first opens. On a first
 * visit, before the service worker holds the app, that fetch fails when the connection goes;
 * calling import() again fetches again.
 */
const loadSlots = () => import('./popup-slots');

/**
 * The wishlist toggle, the visit form and the comments of the site's popup, loaded with
 * their code. When that code or one of them fails, the popup says so with a retry and the
 * rest of the map screen stays: the route's error page would take the whole map away.
 */
export function SiteSlotsLoader({ site }: { site: CatalogueSiteRow }) {
  const t = useT();
  // A component made by lazy() keeps its failure: a retry needs a new one.
  const [Slots, setSlots] = useState(() => lazy(loadSlots));
  return (
    <SlotsBoundary
      onRetry={() => setSlots(() => lazy(loadSlots))}
      fallback={(retry) => (
        <LoadFailed
          level={3}
          message={t('map.popup.slotsFailed')}
          detail={t('map.loading.failedBody')}
          retryLabel={t('map.loading.retry')}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={null}>
        <Slots site={site} />
      </Suspense>
    </SlotsBoundary>
  );
}

type BoundaryProps = {
  children: ReactNode;
  onRetry: () => void;
  fallback: (retry: () => void) => ReactNode;
};

class SlotsBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
