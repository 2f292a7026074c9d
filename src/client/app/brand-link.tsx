import { Link } from '@tanstack/react-router';
import { useT } from '../i18n/use-t';
import { LogoMark } from './icons';

/** The product name with its mark, leading home. `onDark` switches to light text. */
export function BrandLink({ onDark = false }: { onDark?: boolean }) {
  const t = useT();
  return (
    <Link to="/" className={onDark ? 'brand-link brand-link--on-dark' : 'brand-link'}>
      <LogoMark />
      <span className="brand-link__name">{t('app.name')}</span>
    </Link>
  );
}
