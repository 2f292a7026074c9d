import { Outlet } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FarewellNotice } from '../features/account-deletion/farewell-notice';
import { CookieBanner } from '../features/consent/cookie-banner';
import { UpdateNotice } from '../features/pwa/update-notice';
import { useT } from '../i18n/use-t';
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
