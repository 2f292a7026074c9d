import { DESCRIPTION_LICENCE_URL, UNESCO_WHC_URL } from '../config';
import { useT } from '../i18n/use-t';
import { BrandLink } from './brand-link';
import { DemoMark } from './demo-mark';
import { LanguageSwitch } from './language-switch';
import './site-footer.css';

/** On every page: the catalogue's source and licence (required credit) and the language. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <BrandLink onDark />
          <p className="site-footer__source">
            {t('footer.sourcePrefix')}
            <a href={UNESCO_WHC_URL}>{t('footer.sourceLink')}</a>
            {t('footer.sourceSuffix')}
            <a href={DESCRIPTION_LICENCE_URL}>{t('footer.licence')}</a>
          </p>
          <DemoMark />
        </div>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
