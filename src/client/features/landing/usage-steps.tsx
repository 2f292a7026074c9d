import { useT } from '../../i18n/use-t';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** The usage tutorial: four numbered steps from sign-up to rankings. */
export function UsageSteps() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="landing-tutorial-title">
      <h2 id="landing-tutorial-title" className="landing-section__title">
        {t('landing.tutorial.title')}
      </h2>
      <ol className="usage-steps">
        {STEPS.map((step) => (
          <li key={step} className="usage-steps__item">
            <h3 className="usage-steps__title">{t(`landing.tutorial.${step}.title` as const)}</h3>
            <p className="usage-steps__body">{t(`landing.tutorial.${step}.body` as const)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
