import { useId, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import type { MessageKey } from '../../i18n/ja';
import { useT } from '../../i18n/use-t';
import { saveProfile } from './commands';

/**
 * 「ランキングに表示する」: whether the user's name appears in the rankings. Saved at once
 * (online only, like every profile setting); the user's own position stays visible.
 */
export function RankingVisibility({ user }: { user: User }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; key: MessageKey } | null>(null);
  // What the user chose, shown at once; the saved value once the server has answered.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? user.show_in_rankings !== false;

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    setChosen(next);
    try {
      await saveProfile({ show_in_rankings: next });
      setOutcome({
        ok: true,
        key: next ? 'ownProfile.ranking.savedOn' : 'ownProfile.ranking.savedOff',
      });
    } catch {
      setChosen(null);
      setOutcome({ ok: false, key: 'ownProfile.ranking.failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('ownProfile.ranking.title')}
      </h2>
      <label className="profile-ranking__toggle" htmlFor={`${id}-show`}>
        <input
          id={`${id}-show`}
          type="checkbox"
          checked={shown}
          aria-describedby={`${id}-hint`}
          aria-disabled={busy || undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('ownProfile.ranking.show')}</span>
      </label>
      <p id={`${id}-hint`} className="profile-ranking__hint">
        {t('ownProfile.ranking.hint')}
      </p>
      {outcome ? (
        <p
          className={`inline-notice ${outcome.ok ? 'inline-notice--success' : 'inline-notice--error'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {t(outcome.key)}
        </p>
      ) : null}
    </section>
  );
}
