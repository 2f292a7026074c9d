import { Link } from '@tanstack/react-router';
import { FEEDBACK_FORM_URL } from '../config';
import type { MessageKey } from '../i18n/ja';
import { useT } from '../i18n/use-t';
import { ExternalLinkIcon } from './icons';

// Screens every visitor may open (SPEC.md §2 header); one's own screens are in AccountMenu.
const PUBLIC_LINKS = [
  { to: '/map', labelKey: 'nav.map' },
  { to: '/feed', labelKey: 'nav.feed' },
  { to: '/users/search', labelKey: 'nav.userSearch' },
  { to: '/ranking', labelKey: 'nav.ranking' },
] as const satisfies readonly { to: string; labelKey: MessageKey }[];

export function PrimaryNav() {
  const t = useT();

  return (
    <nav className="primary-nav" aria-label={t('nav.label')}>
      <ul className="primary-nav__list">
        {PUBLIC_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="primary-nav__link">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        {FEEDBACK_FORM_URL ? (
          <li>
            <a
              href={FEEDBACK_FORM_URL}
              className="primary-nav__link"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('nav.feedback')}
              <ExternalLinkIcon size={14} />
              <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
