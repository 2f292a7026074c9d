import { useT } from '../../i18n/use-t';
import { usePrefetch } from '../remote-view/use-prefetch';
import { FaqList } from './faq-list';
import { FeatureGrid } from './feature-grid';
import { LandingActions } from './landing-actions';
import { LandingHero } from './landing-hero';
import { UsageSteps } from './usage-steps';
import './landing-sections.css';

export function LandingPage() {
  const t = useT();
  usePrefetch('landing');
  return (
    <div className="landing">
      <LandingHero />
      <div className="landing__body">
        <FeatureGrid />
        <UsageSteps />
        <FaqList />
      </div>
      <section className="landing-closing" aria-labelledby="landing-closing-title">
        <h2 id="landing-closing-title" className="landing-closing__title">
          {t('landing.finalCta.title')}
        </h2>
        <p className="landing-closing__body">{t('landing.finalCta.body')}</p>
        <LandingActions />
      </section>
    </div>
  );
}
