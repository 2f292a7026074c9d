import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { MessageKey } from '../../i18n/ja';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { type LocationNote, useLocationCountry } from './use-location-country';

/** One of the site's states that has a code. */
export type State = CatalogueSiteRow['countries'][number] & { code: string };

const PROBLEM_NOTES: Record<Exclude<LocationNote['kind'], 'chosen'>, MessageKey> = {
  finding: 'visit.locationFinding',
  outside: 'visit.locationOutside',
  denied: 'visit.locationDenied',
  unavailable: 'visit.locationUnavailable',
  timeout: 'visit.locationTimeout',
};

/**
 * Which country's part of a shared site was visited (docs/COUNTING.md): the select, and a
 * button that picks the state the device is in. For a new visit the position is read unasked
 * when the user already allowed it; editing keeps the stored country until they ask.
 */
export function CountryField({
  id,
  states,
  value,
  locateUnasked,
  onChange,
}: {
  id: string;
  /** The site's states, first listed first. */
  states: readonly State[];
  /** ISO alpha-2, lower case. */
  value: string;
  locateUnasked: boolean;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocationCountry({
    codes: states.map((state) => state.code.toLowerCase()),
    auto: locateUnasked,
    onFound: onChange,
  });
  const nameOf = (code: string) => {
    const state = states.find((candidate) => candidate.code.toLowerCase() === code);
    return state ? (locale === 'ja' ? state.name : state.name_en || state.name) : code;
  };
  const note = location.note;
  const noteText = !note
    ? ''
    : note.kind === 'chosen'
      ? t('visit.locationChosen', { country: nameOf(note.code) })
      : t(PROBLEM_NOTES[note.kind]);

  return (
    <div className="visit-form__field">
      <label className="visit-form__label" htmlFor={`${id}-country`}>
        {t('visit.country')}
      </label>
      <div className="visit-form__country">
        <select
          id={`${id}-country`}
          className="visit-form__control"
          value={value}
          aria-describedby={`${id}-country-hint ${id}-country-location`}
          onChange={(event) => {
            location.keepChoice();
            onChange(event.target.value);
          }}
        >
          {states.map((state) => (
            <option key={state.code} value={state.code.toLowerCase()}>
              {locale === 'ja' ? state.name : state.name_en}
            </option>
          ))}
        </select>
        {location.available ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={note?.kind === 'finding' || undefined}
            onClick={() => {
              if (note?.kind !== 'finding') location.ask();
            }}
          >
            {t('visit.locationChoose')}
          </button>
        ) : null}
      </div>
      {/* Always in the page, so screen readers announce what it comes to say. */}
      <p id={`${id}-country-location`} className="visit-form__hint" role="status">
        {noteText}
      </p>
      <p id={`${id}-country-hint`} className="visit-form__hint">
        {t('visit.countryHint')}
      </p>
    </div>
  );
}
