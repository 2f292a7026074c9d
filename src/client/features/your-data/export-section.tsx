import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { useT } from '../../i18n/use-t';
import { generalMessage } from '../auth/error-body';
import { ExportRefused, exportYourData } from './export-your-data';

type Outcome = { ok: boolean; text: string };

/** The profile's "export your data" card (docs/EXPORT.md): one button, online or not. */
export function ExportSection({ user }: { user: User }) {
  const t = useT();
  const id = useId();
  return (
    <section id="data-export" className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('yourData.title')}
      </h2>
      <p className="profile-card__text">{t('yourData.body')}</p>
      <ExportButton user={user} />
      <p className="profile-card__text">
        <Link to="/import">{t('import.profileLink')}</Link>
      </p>
    </section>
  );
}

/** The export button and what became of its last press; also on the account deletion screen. */
export function ExportButton({ user }: { user: User }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { source, bytes } = await exportYourData(user);
      const size = (bytes / 1_048_576).toFixed(1);
      setOutcome({
        ok: true,
        text: t(source === 'server' ? 'yourData.doneServer' : 'yourData.doneDevice', { size }),
      });
    } catch (error) {
      const body =
        error instanceof ExportRefused && error.failure.kind === 'http'
          ? error.failure.body
          : undefined;
      setOutcome({ ok: false, text: generalMessage(body) ?? t('yourData.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => void run()}
      >
        {busy ? t('yourData.exporting') : t('yourData.export')}
      </button>
      <div role="status">
        {outcome ? (
          <p
            className={`inline-notice ${outcome.ok ? 'inline-notice--success' : 'inline-notice--error'}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
