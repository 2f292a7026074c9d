import { Outlet } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FarewellNotice } from '../features/account-deletion/farewell-notice';
import { CookieBanner } from '../features/consent/cookie-banner';
import { UpdateNotice } from '../features/pwa/update-notice';
import { useT } from '../i18n/use-t';
import { pressEarlyPresses } from '../prerender/early-presses';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentTitle } from './use-document-title';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useRouteHidesHeader } from './use-route-meta';

/** The frame around every screen: header (most screens), content, footer, cookie banner. */
export function AppShell() {
  const t = useT();
  const hideHeader = useRouteHidesHeader();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitle();
  useFocusOnNavigation(mainRef);
  useEffect(() => {
    // The prerendered pages (/ and /map) show their controls before React takes them over.
    // Buttons pressed until then are pressed again now that the shell answers (the cookie
    // banner's excepted: its boot script answered them). Here, not around the whole app:
    // only once this effect runs are the header's buttons React's (effects run after those
    // of the children), while an effect at the root may run before they are hydrated.
    pressEarlyPresses();
    // This marks "the shell answers now": the browser tests wait for it before pressing a
    // button there (tests/e2e/pages/landing-page.ts).
    document.documentElement.dataset.appReady = '';
  }, []);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {hideHeader ? null : <SiteHeader />}
      <main id="main" ref={mainRef} className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      <UpdateNotice />
      <FarewellNotice />
    </div>
  );
}
