import { useT } from '../../i18n/use-t';
import { FEATURE_ICONS } from './feature-icons';

type FeatureName = keyof typeof FEATURE_ICONS;

// Each card borrows one of the three heritage type colours, in turn.
const FEATURES: readonly { name: FeatureName; tone: 'cultural' | 'natural' | 'mixed' }[] = [
  { name: 'map', tone: 'natural' },
  { name: 'visits', tone: 'cultural' },
  { name: 'wishlist', tone: 'mixed' },
  { name: 'badges', tone: 'cultural' },
  { name: 'feed', tone: 'natural' },
  { name: 'ranking', tone: 'mixed' },
];

export function FeatureGrid() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="landing-features-title">
      <h2 id="landing-features-title" className="landing-section__title">
        {t('landing.features.title')}
      </h2>
      <ul className="feature-grid">
        {FEATURES.map(({ name, tone }) => (
          <li key={name} className={`feature-card feature-card--${tone}`}>
            <span className="feature-card__icon">{FEATURE_ICONS[name]}</span>
            <h3 className="feature-card__title">{t(`landing.features.${name}.title` as const)}</h3>
            <p className="feature-card__body">{t(`landing.features.${name}.body` as const)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
