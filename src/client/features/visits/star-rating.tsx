import { useId } from 'react';
import { useT } from '../../i18n/use-t';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating, 1–5 stars (SPEC.md §5): a radio group, so arrow keys move between stars and
 * each star has a spoken name (「4つ星」). The stars up to the chosen one are filled.
 */
export function StarRating({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="star-rating">
      <legend className="visit-form__label">{t('visit.rating')}</legend>
      <div className="star-rating__stars">
        {STARS.map((n) => (
          <label
            key={n}
            className={n <= value ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('visit.ratingStar', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
