import { useState } from 'react';
import type { Badge } from '../../../shared/api/badges';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { checkNewBadges } from './queries';

type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; count: number; badges: Badge[] }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * 「新しいバッジをチェック」 (SPEC.md §2, §8): asks the server, then says
 * 「N個の新しいバッジを獲得しました！」 with their names, or that there is none yet. New badges
 * also refresh the collection (`onFound`). A failure is logged (SPEC.md §8) and said briefly.
 */
export function CheckNewBadges({ onFound }: { onFound: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<CheckState>({ kind: 'idle' });

  async function check() {
    setState({ kind: 'checking' });
    try {
      const answer = await checkNewBadges();
      if (answer.count > 0) {
        setState({ kind: 'found', count: answer.count, badges: answer.badges });
        onFound();
      } else {
        setState({ kind: 'none' });
      }
    } catch (error) {
      console.error('check_new_badges failed', error);
      setState({ kind: 'failed' });
    }
  }

  return (
    <div className="badge-check">
      <button
        type="button"
        className="button button--accent"
        onClick={() => void check()}
        disabled={state.kind === 'checking'}
      >
        {state.kind === 'checking' ? t('badges.checking') : t('badges.check')}
      </button>
      <div className="badge-check__result" role="status">
        {state.kind === 'found' ? (
          <>
            <p className="badge-check__message badge-check__message--found">
              {t('badges.checkNew', { count: state.count })}
            </p>
            <ul className="badge-check__names">
              {state.badges.map((badge) => (
                <li key={badge.id}>{locale === 'ja' ? badge.name : badge.name_en || badge.name}</li>
              ))}
            </ul>
          </>
        ) : state.kind === 'none' ? (
          <p className="badge-check__message">{t('badges.checkNone')}</p>
        ) : state.kind === 'failed' ? (
          <p className="badge-check__message badge-check__message--failed">
            {t('badges.checkFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
