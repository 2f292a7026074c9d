import { useT } from '../../i18n/use-t';

const QUESTIONS = ['free', 'devices', 'offline', 'visibility', 'source'] as const;

/** Questions as native disclosure widgets: keyboard and screen-reader support for free. */
export function FaqList() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="landing-faq-title">
      <h2 id="landing-faq-title" className="landing-section__title">
        {t('landing.faq.title')}
      </h2>
      <div className="faq-list">
        {QUESTIONS.map((question) => (
          <details key={question} className="faq-list__item">
            <summary className="faq-list__question">
              {t(`landing.faq.${question}.q` as const)}
            </summary>
            <p className="faq-list__answer">{t(`landing.faq.${question}.a` as const)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
