import { useId, useRef, useState } from 'react';
import { WISHLIST_NOTES_MAX } from '../../../shared/limits';
import { useT } from '../../i18n/use-t';

/**
 * A wishlist item's notes: saved when the field is left, or with the button. A change
 * arriving from elsewhere (another device, a rollback) replaces the text only while the
 * user has not started editing it.
 */
export function WishlistNotes({
  notes,
  onSave,
}: {
  notes: string;
  /** Resolves true once saved on this device. */
  onSave: (notes: string) => Promise<boolean>;
}) {
  const t = useT();
  const id = useId();
  const [base, setBase] = useState(notes);
  const [draft, setDraft] = useState(notes);
  const [saved, setSaved] = useState(false);
  const saving = useRef(false);

  if (notes !== base) {
    setBase(notes);
    if (draft === base) setDraft(notes);
  }

  const text = draft.trim();
  const dirty = text !== notes;

  async function save() {
    if (!dirty || saving.current) return;
    saving.current = true;
    const ok = await onSave(text);
    saving.current = false;
    setSaved(ok);
  }

  return (
    <div className="wishlist-notes">
      <label className="wishlist-card__label" htmlFor={id}>
        {t('wishlist.notes')}
      </label>
      <textarea
        id={id}
        className="wishlist-notes__input"
        rows={3}
        maxLength={WISHLIST_NOTES_MAX}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaved(false);
        }}
        onBlur={() => void save()}
      />
      <div className="wishlist-notes__foot">
        <p id={`${id}-hint`} className="wishlist-card__hint">
          {t('wishlist.notesHint', { max: WISHLIST_NOTES_MAX })}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-disabled={!dirty || undefined}
          onClick={() => void save()}
        >
          {t('wishlist.saveNotes')}
        </button>
      </div>
      {saved && !dirty ? (
        <p className="wishlist-notes__saved" role="status">
          {t('wishlist.notesSaved')}
        </p>
      ) : null}
    </div>
  );
}
