import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionUser } from '../features/auth/session-store';
import { logOutAndForget, waitingChangesOf } from '../features/auth/sign-out-data';
import type { MessageKey } from '../i18n/ja';
import { useT } from '../i18n/use-t';
import { ChevronIcon } from './icons';
import { LogOutDialog } from './log-out-dialog';
import { useDropdown } from './use-dropdown';
import './account-menu.css';

// Screens of one's own (SPEC.md §2 header: only when signed in).
const PERSONAL_LINKS = [
  { to: '/wishlist', labelKey: 'nav.wishlist' },
  { to: '/badges', labelKey: 'nav.badges' },
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/profile', labelKey: 'nav.profile' },
] as const satisfies readonly { to: string; labelKey: MessageKey }[];

const PANEL_ID = 'account-menu-panel';

/**
 * The signed-in user's links and log-out. On wide screens a dropdown under the user's name,
 * because eight links do not fit one header row; inside the hamburger menu it lies open.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const navigate = useNavigate();
  const { open, setOpen, containerRef, buttonRef } = useDropdown();

  const name = user.display_name || user.username;

  const [waiting, setWaiting] = useState(0);

  const leave = async (keepWaiting: boolean) => {
    setWaiting(0);
    // Leave first: clearing the session while a protected screen is still shown would
    // send its guard to /login, racing this navigation home.
    await navigate({ to: '/' });
    await logOutAndForget({ keepWaiting });
  };

  const logOut = async () => {
    const count = await waitingChangesOf(user.id);
    if (count > 0) setWaiting(count);
    else await leave(false);
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {user.profile_picture ? (
            <img src={user.profile_picture} alt="" className="account-menu__picture" />
          ) : (
            name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className="visually-hidden">{t('nav.accountMenu')}</span>
        <span className="account-menu__name">{name}</span>
        <ChevronIcon />
      </button>
      <div
        id={PANEL_ID}
        className={open ? 'account-menu__panel account-menu__panel--open' : 'account-menu__panel'}
      >
        <p className="account-menu__who">
          <span className="account-menu__display-name">{name}</span>
          <span className="account-menu__username">@{user.username}</span>
        </p>
        <nav aria-label={t('nav.accountLabel')}>
          <ul className="account-menu__list">
            {PERSONAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="account-menu__link">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button button--secondary" onClick={logOut}>
          {t('nav.logout')}
        </button>
        {waiting > 0 ? (
          <LogOutDialog
            waiting={waiting}
            onChoose={(choice) =>
              choice === 'cancel' ? setWaiting(0) : void leave(choice === 'keep')
            }
          />
        ) : null}
      </div>
    </div>
  );
}
