import { type FormEvent, useId, useState } from 'react';
import { COMMENT_CONTENT_MAX } from '../../../shared/limits';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { charactersLeft, draftProblem } from './comment-rules';

/**
 * The box to write a comment or a reply. `onSubmit` records it on the device (the outbox
 * sends it, S20); the text is cleared only once that worked, and kept when it did not, so
 * nothing typed is lost. Empty and over-long text are refused here; the server refuses
 * them too.
 */
export function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = charactersLeft(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = draftProblem(draft);
    if (problem) {
      setError(t(problem === 'empty' ? 'comments.empty' : 'comments.tooLong'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(draft.trim());
      setDraft('');
      setError(null);
    } catch {
      setError(t('comments.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="comment-form__field"
        value={draft}
        rows={2}
        placeholder={t('comments.placeholder')}
        // Room past the cap so a pasted text is not cut silently: the counter goes negative.
        maxLength={COMMENT_CONTENT_MAX * 2}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={error ? true : undefined}
        // biome-ignore lint/a11y/noAutofocus: opened by the user's own reply button
        autoFocus={autoFocus}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className="comment-form__row">
        <span
          id={counterId}
          className={`comment-form__counter${left < 0 ? ' comment-form__counter--over' : ''}`}
        >
          {t('comments.counter', { count: formatNumber(left, locale) })}
        </span>
        {onCancel ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onCancel}
          >
            {t('comments.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button button--small" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
