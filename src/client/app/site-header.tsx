import { useCallback, useEffect, useRef } from 'react';
import { WelcomeNotice } from '../features/auth/welcome-notice';
import { InstallApp } from '../features/pwa/install-app';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { WaitingChangesBadge } from '../features/visits/waiting-changes-badge';
import { useT } from '../i18n/use-t';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import { MenuIcon } from './icons';
import { useMenuStore } from './menu-store';
import { PrimaryNav } from './primary-nav';
import { useCloseOnNavigation } from './use-close-on-navigation';
import { useDismiss } from './use-dismiss';
import './site-header.css';

// Mirrors BREAKPOINT_MOBILE_PX (src/shared/limits.ts) and the media queries in site-header.css.
const DESKTOP_QUERY = '(min-width: 768px)';
const MENU_ID = 'site-menu';

/** The shared header; below 768 px its links fold into a hamburger menu. */
export function SiteHeader() {
  const t = useT();
  const open = useMenuStore((state) => state.open);
  const setOpen = useMenuStore((state) => state.setOpen);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useCloseOnNavigation(close);
  useDismiss(open, headerRef, close, buttonRef);

  // Growing past the breakpoint shows the full nav; a stale "open" would mislead the map.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [close]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <BrandLink />
        <WaitingChangesBadge />
        <OfflineIndicator />
        <button
          ref={buttonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon open={open} />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <div id={MENU_ID} className={open ? 'site-menu site-menu--open' : 'site-menu'}>
          <PrimaryNav />
          <div className="site-menu__actions">
            <InstallApp />
            <AccountActions />
          </div>
        </div>
      </div>
      <WelcomeNotice />
    </header>
  );
}
