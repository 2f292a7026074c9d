import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { VISIT_COMMENT_MAX, VISIT_NOTES_MAX } from '../../../shared/limits';
import { useT } from '../../i18n/use-t';
import { outboxCommands } from '../outbox/outbox-instance';
import { useOwnVisits } from '../outbox/queries';
import { localIsoDate } from '../visits/local-date';
import { AttentionRow } from './attention-row';
import { decideImport, type ImportOptions, type RowChoice } from './import-decisions';
import type { ImportRow, ImportSite } from './import-plan';

type Props = {
  userId: number;
  sourceName: string;
  rows: readonly ImportRow[];
  sites: readonly ImportSite[];
  onAgain: () => void;
};

/** The preview (docs/EXPORT.md I3): every row's fate, the choices left, then one confirm. */
export function ImportPreview({ userId, sourceName, rows, sites, onAgain }: Props) {
  const t = useT();
  const id = useId();
  const ownVisits = useOwnVisits();
  const [choices, setChoices] = useState<ReadonlyMap<number, RowChoice>>(new Map());
  const [options, setOptions] = useState<ImportOptions>(() => ({
    defaultDate: '',
    defaultRating: 3,
    replaceVisited: false,
    today: localIsoDate(),
  }));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; count: number } | null>(null);
  const visited = useMemo(
    () => new Set((ownVisits ?? []).map((visit) => visit.siteId)),
    [ownVisits],
  );
  const names = useMemo(() => new Map(sites.map((site) => [site.id, site.name])), [sites]);
  const decisions = useMemo(
    () => decideImport(rows, choices, options, visited),
    [rows, choices, options, visited],
  );
  const visitedCount = rows.filter((row) =>
    row.match.kind === 'matched' ? visited.has(row.match.siteId) : false,
  ).length;

  const choose = (line: number, choice: RowChoice) =>
    setChoices((current) => new Map(current).set(line, { ...current.get(line), ...choice }));

  async function confirm() {
    if (saving || decisions.ready.length === 0 || decisions.attention.length > 0) return;
    setSaving(true);
    try {
      await outboxCommands.recordVisits(
        userId,
        decisions.ready.map(({ siteId, visit }) => ({ siteId, visit })),
      );
      setOutcome({ ok: true, count: decisions.ready.length });
    } catch {
      setOutcome({ ok: false, count: 0 });
    } finally {
      setSaving(false);
    }
  }

  if (outcome?.ok) {
    return (
      <section className="import-preview" aria-labelledby={`${id}-done`}>
        <p id={`${id}-done`} className="inline-notice inline-notice--success" role="status">
          {t('import.done', { count: outcome.count })}
        </p>
        <div className="import-preview__actions">
          <Link to="/map" className="button button--accent">
            {t('import.mapLink')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onAgain}>
            {t('import.again')}
          </button>
        </div>
      </section>
    );
  }

  const blocked = decisions.attention.length > 0 || decisions.ready.length === 0;
  return (
    <section className="import-preview" aria-labelledby={`${id}-summary`}>
      <p className="import-preview__source">{t('import.source', { name: sourceName })}</p>
      <h2 id={`${id}-summary`} className="import-preview__summary">
        {t('import.summary', {
          ready: decisions.ready.length,
          attention: decisions.attention.length,
          skipped: decisions.skipped.length,
        })}
      </h2>

      <div className="import-preview__defaults">
        {decisions.withoutDate > 0 ? (
          <label className="import-preview__field">
            <span>{t('import.defaultDate', { count: decisions.withoutDate })}</span>
            <input
              type="date"
              max={options.today}
              value={options.defaultDate}
              aria-describedby={`${id}-date-hint`}
              onChange={(event) => setOptions({ ...options, defaultDate: event.target.value })}
            />
            <small id={`${id}-date-hint`}>{t('import.defaultDateHint')}</small>
          </label>
        ) : null}
        {decisions.withoutRating > 0 ? (
          <label className="import-preview__field">
            <span>{t('import.defaultRating', { count: decisions.withoutRating })}</span>
            <select
              value={options.defaultRating}
              onChange={(event) =>
                setOptions({ ...options, defaultRating: Number(event.target.value) })
              }
            >
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {`${'★'.repeat(stars)} ${t('visit.ratingStar', { count: stars })}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {visitedCount > 0 ? (
          <label className="import-preview__check">
            <input
              type="checkbox"
              checked={options.replaceVisited}
              onChange={(event) => setOptions({ ...options, replaceVisited: event.target.checked })}
            />
            <span>{t('import.replaceVisited', { count: visitedCount })}</span>
          </label>
        ) : null}
      </div>

      {decisions.attention.length > 0 ? (
        <section aria-labelledby={`${id}-attention`} className="import-preview__attention">
          <h3 id={`${id}-attention`}>{t('import.attentionTitle')}</h3>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              setChoices((current) => {
                const next = new Map(current);
                for (const { row } of decisions.attention) next.set(row.line, { siteId: null });
                return next;
              })
            }
          >
            {t('import.leaveOutAll')}
          </button>
          <ul className="import-preview__rows">
            {decisions.attention.map((decision) => (
              <AttentionRow
                key={decision.row.line}
                decision={decision}
                sites={sites}
                names={names}
                today={options.today}
                onChoose={(choice) => choose(decision.row.line, choice)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <details className="import-preview__list">
        <summary>{t('import.readyTitle', { count: decisions.ready.length })}</summary>
        <ul className="import-preview__rows">
          {decisions.ready.map(({ row, siteId, visit }) => (
            <li key={row.line} className="import-row">
              <span className="import-row__line">{t('import.line', { line: row.line })}</span>
              <span className="import-row__site">{names.get(siteId)}</span>
              <span>{visit.visited_date}</span>
              <span>
                <span aria-hidden="true">{'★'.repeat(visit.rating)}</span>
                <span className="visually-hidden">
                  {t('visit.ratingStar', { count: visit.rating })}
                </span>
              </span>
              {row.match.kind === 'matched' && row.match.partial ? (
                <small className="import-row__note">{t('import.partial')}</small>
              ) : null}
            </li>
          ))}
        </ul>
      </details>

      {decisions.skipped.length > 0 ? (
        <details className="import-preview__list">
          <summary>{t('import.skippedTitle', { count: decisions.skipped.length })}</summary>
          <ul className="import-preview__rows">
            {decisions.skipped.map(({ row, reason, siteId }) => (
              <li key={row.line} className="import-row">
                <span className="import-row__line">{t('import.line', { line: row.line })}</span>
                <span className="import-row__site">
                  {siteId === null ? row.siteText : names.get(siteId)}
                </span>
                <small className="import-row__note">
                  {t(`import.skip.${reason}`, {
                    max: reason === 'notes-too-long' ? VISIT_NOTES_MAX : VISIT_COMMENT_MAX,
                  })}
                </small>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      {outcome && !outcome.ok ? (
        <p className="inline-notice inline-notice--error" role="alert">
          {t('import.failed')}
        </p>
      ) : null}
      {decisions.attention.length > 0 ? (
        <p id={`${id}-blocked`} className="import-preview__blocked">
          {t('import.blockedHint')}
        </p>
      ) : null}
      <div className="import-preview__actions">
        <button
          type="button"
          className="button button--accent"
          aria-disabled={blocked || saving || undefined}
          aria-describedby={decisions.attention.length > 0 ? `${id}-blocked` : undefined}
          onClick={() => void confirm()}
        >
          {saving ? t('import.saving') : t('import.confirm', { count: decisions.ready.length })}
        </button>
        <button type="button" className="button button--secondary" onClick={onAgain}>
          {t('import.again')}
        </button>
      </div>
    </section>
  );
}
