import { LANGUAGE_NAMES, LOCALES } from '../i18n/locale';
import { useLocaleStore } from '../i18n/locale-store';
import { useT } from '../i18n/use-t';
import { GlobeIcon } from './icons';

/** Interface language toggle; the choice persists (see LOCALE_STORAGE_KEY). */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);

  return (
    <fieldset className="language-switch">
      <legend className="language-switch__legend">
        <GlobeIcon size={16} />
        {t('footer.language')}
      </legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          // The language stays as it is if its messages cannot be fetched (offline before the
          // service worker kept them).
          onClick={() => void setLocale(option).catch(() => {})}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
