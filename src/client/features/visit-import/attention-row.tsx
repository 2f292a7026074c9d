import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { RowChoice, RowDecision } from './import-decisions';
import type { ImportSite } from './import-plan';
import { createSiteMatcher } from './site-matcher';

type Props = {
  decision: Extract<RowDecision, { kind: 'attention' }>;
  sites: readonly ImportSite[];
  names: ReadonlyMap<number, string>;
  today: string;
  onChoose: (choice: RowChoice) => void;
};

/** One row the user must answer (docs/EXPORT.md I3): which site, or which date, or leave it out. */
export function AttentionRow({ decision, sites, names, today, onChoose }: Props) {
  const t = useT();
  const id = useId();
  const { row, need, match } = decision;
  const [typed, setTyped] = useState(row.siteText);
  const matchSite = useMemo(() => createSiteMatcher(sites), [sites]);
  const dateNeed = need.startsWith('date-');

  return (
    <li className="import-row import-row--attention" aria-labelledby={`${id}-line`}>
      <p id={`${id}-line`} className="import-row__problem">
        <span className="import-row__line">{t('import.line', { line: row.line })}</span>{' '}
        <span className="import-row__site">
          {match.kind === 'matched' ? names.get(match.siteId) : row.siteText}
        </span>{' '}
        {t(`import.need.${need}`, { text: need === 'date-invalid' ? row.dateText : row.siteText })}
      </p>
      <div className="import-row__controls">
        {need === 'choose-site' && match.kind === 'ambiguous' ? (
          <label>
            <span>{t('import.chooseSite')}</span>
            <select
              defaultValue=""
              onChange={(event) => {
                if (event.target.value) onChoose({ siteId: Number(event.target.value) });
              }}
            >
              <option value="" disabled>
                {t('import.choosePrompt')}
              </option>
              {match.candidates.map((siteId) => (
                <option key={siteId} value={siteId}>
                  {names.get(siteId)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {need === 'find-site' ? (
          <form
            className="import-row__retype"
            onSubmit={(event) => {
              event.preventDefault();
              onChoose({ retyped: matchSite('', typed) });
            }}
          >
            <label htmlFor={`${id}-retype`}>{t('import.retype')}</label>
            <input id={`${id}-retype`} value={typed} onChange={(e) => setTyped(e.target.value)} />
            <button type="submit" className="button button--secondary button--small">
              {t('import.retypeButton')}
            </button>
          </form>
        ) : null}
        {dateNeed ? (
          <label>
            <span>{t('import.date')}</span>
            <input
              type="date"
              max={today}
              onChange={(event) => {
                if (event.target.value) onChoose({ date: event.target.value });
              }}
            />
          </label>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChoose({ siteId: null })}
        >
          {t('import.leaveOut')}
        </button>
      </div>
    </li>
  );
}
