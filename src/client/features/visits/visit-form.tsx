import { type FormEvent, useId, useRef, useState } from 'react';
import { VISIT_COMMENT_MAX } from '../../../shared/limits';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { OwnVisitRow } from '../../db/own-rows';
import type { MessageKey } from '../../i18n/ja';
import { useT } from '../../i18n/use-t';
import { trackEvent } from '../analytics/analytics';
import { outboxCommands } from '../outbox/outbox-instance';
import { CountryField, type State } from './country-field';
import { localIsoDate } from './local-date';
import { RemoveVisit } from './remove-visit';
import { StarRating } from './star-rating';
import type { TargetSync } from './sync-status';
import { useObjectUrl } from './use-object-url';
import { useVisitPhoto } from './use-visit-photo';
import { type KeptPhoto, VisitPhotoField } from './visit-photo-field';

const DEFAULT_RATING = 5;

type Fields = { date: string; rating: number; comment: string; country: string };

type Country = CatalogueSiteRow['countries'][number];

function fieldsOf(visit: OwnVisitRow | null, firstState: string): Fields {
  return visit
    ? {
        date: visit.visited_date,
        rating: visit.rating,
        comment: visit.comment,
        country: visit.country_code ?? firstState,
      }
    : { date: localIsoDate(), rating: DEFAULT_RATING, comment: '', country: firstState };
}

/**
 * The visit form (SPEC.md §3 "Visit form data", §5): date (required, today by default, not
 * after today), 1–5 stars, a comment and one photo. Saving goes through the outbox, so it
 * works offline and the map changes at once; what the user typed is kept if it fails.
 */
export function VisitForm({
  siteId,
  countries,
  userId,
  visit,
  sync,
  onRemoved,
}: {
  siteId: number;
  /** The site's states; a site of several asks which part was visited (docs/COUNTING.md). */
  countries: readonly Country[];
  userId: number;
  visit: OwnVisitRow | null;
  sync: TargetSync;
  onRemoved: () => void;
}) {
  const t = useT();
  const id = useId();
  // The site's states that have a code, first listed first (Jerusalem has none).
  const states = countries.filter((country): country is State => Boolean(country.code));
  const firstState = states[0]?.code.toLowerCase() ?? '';
  const today = localIsoDate();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(visit, firstState));
  const [dateError, setDateError] = useState<MessageKey | null>(null);
  const [alert, setAlert] = useState<MessageKey | null>(null);
  const [saving, setSaving] = useState(false);
  // A ref as well as the state: two clicks in one frame both see `saving` still false.
  const busy = useRef(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const chosen = useVisitPhoto();

  // The visit appeared (recorded, or pulled from another device) or went away (removed, or
  // rolled back by the server): the form follows. Typing in between is not overwritten.
  const [wasVisited, setWasVisited] = useState(visit !== null);
  if (wasVisited !== (visit !== null)) {
    setWasVisited(visit !== null);
    setFields(fieldsOf(visit, firstState));
    setDateError(null);
  }

  const waiting = sync.entry?.operation.kind === 'visit.put' ? sync.entry.photo : undefined;
  const waitingUrl = useObjectUrl(waiting, waiting && sync.entry ? sync.entry.id : null);
  const kept: KeptPhoto = waitingUrl
    ? { url: waitingUrl, alt: t('visit.photoWaiting') }
    : visit?.photo
      ? { url: visit.photo.thumbnailUrl, alt: t('visit.photoSaved') }
      : null;

  // The wait message goes once the compression it waited for has ended.
  const shownAlert =
    alert === 'visitPhoto.waitForCompression' && chosen.photo.kind !== 'compressing' ? null : alert;

  function change<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  function dateProblem(date: string): MessageKey | null {
    if (date === '') return 'visit.dateRequired';
    // ISO dates compare as strings.
    if (date > today) return 'visit.dateFuture';
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    if (chosen.photo.kind === 'compressing') {
      setAlert('visitPhoto.waitForCompression');
      return;
    }
    const problem = dateProblem(fields.date);
    setDateError(problem);
    if (problem) {
      dateInput.current?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    setAlert(null);
    try {
      await outboxCommands.recordVisit(
        userId,
        siteId,
        {
          rating: fields.rating,
          comment: fields.comment.trim(),
          visited_date: fields.date,
          ...(states.length > 1 && fields.country ? { country_code: fields.country } : {}),
        },
        chosen.photo.kind === 'ready' ? chosen.photo.blob : undefined,
      );
      trackEvent({ name: 'site_visit', params: { site_id: siteId } });
      // The photo now lives in the outbox entry (shown as waiting) until the server has it.
      if (photoInput.current) photoInput.current.value = '';
      chosen.clear();
    } catch {
      setAlert('visit.saveFailed');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  async function remove(): Promise<boolean> {
    setAlert(null);
    try {
      await outboxCommands.removeVisit(userId, siteId);
      onRemoved();
      return true;
    } catch {
      setAlert('visit.saveFailed');
      return false;
    }
  }

  const dateErrorId = `${id}-date-error`;
  const commentCountId = `${id}-comment-count`;
  return (
    <form className="visit-form" noValidate onSubmit={submit}>
      <div className="visit-form__row">
        <div className="visit-form__field visit-form__field--date">
          <label className="visit-form__label" htmlFor={`${id}-date`}>
            {t('visit.date')}
          </label>
          <input
            ref={dateInput}
            id={`${id}-date`}
            type="date"
            className="visit-form__control"
            required
            max={today}
            value={fields.date}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? dateErrorId : undefined}
            onChange={(event) => change('date', event.target.value)}
          />
          {dateError ? (
            <p id={dateErrorId} className="visit-form__error">
              {t(dateError)}
            </p>
          ) : null}
        </div>
        <StarRating value={fields.rating} onChange={(n) => change('rating', n)} />
      </div>
      {states.length > 1 ? (
        <CountryField
          id={id}
          states={states}
          value={fields.country}
          locateUnasked={visit === null}
          onChange={(code) => change('country', code)}
        />
      ) : null}
      <div className="visit-form__field">
        <label className="visit-form__label" htmlFor={`${id}-comment`}>
          {t('visit.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="visit-form__control visit-form__control--multiline"
          rows={3}
          maxLength={VISIT_COMMENT_MAX}
          value={fields.comment}
          aria-describedby={commentCountId}
          onChange={(event) => change('comment', event.target.value)}
        />
        <p id={commentCountId} className="visit-form__hint visit-form__hint--end">
          {t('visit.commentCount', { count: fields.comment.length, max: VISIT_COMMENT_MAX })}
        </p>
      </div>
      <VisitPhotoField
        id={`${id}-photo`}
        inputRef={photoInput}
        photo={chosen.photo}
        problem={chosen.problem}
        kept={kept}
        onChoose={(input) => void chosen.choose(input)}
        onClear={chosen.clear}
      />
      {shownAlert ? (
        <p className="visit-form__alert" role="alert">
          {t(shownAlert)}
        </p>
      ) : null}
      <div className="visit-form__actions">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={saving || undefined}
        >
          {saving ? t('visit.saving') : visit ? t('visit.update') : t('visit.record')}
        </button>
        {visit ? <RemoveVisit onRemove={remove} /> : null}
      </div>
    </form>
  );
}
