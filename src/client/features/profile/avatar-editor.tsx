import { type ChangeEvent, useEffect, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { useT } from '../../i18n/use-t';
import { saveProfilePicture } from './commands';
import { pictureErrorMessage } from './profile-error-messages';
import { pictureProblem } from './profile-form';
import './avatar-editor.css';
import { formFailure } from '../auth/form-failure';

type Preview = { file: File; url: string };
type Outcome = { kind: 'success' | 'error'; text: string };

/**
 * A file named .png may hold anything: try decoding it, so a non-image is refused before
 * it is uploaded. Where the browser cannot tell, the server checks it anyway.
 */
async function isDecodableImage(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** The avatar with its change-photo control: choose → preview → save or cancel. */
export function AvatarEditor({ user }: { user: User }) {
  const t = useT();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const name = user.display_name || user.username;

  // Each preview holds a blob URL: release it when it is replaced or the screen closes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file) ?? ((await isDecodableImage(file)) ? null : 'notImage');
    if (problem) {
      setPreview(null);
      setOutcome({
        kind: 'error',
        text: t(problem === 'tooLarge' ? 'ownProfile.photo.tooLarge' : 'ownProfile.photo.notImage'),
      });
      return;
    }
    setOutcome(null);
    setPreview({ file, url: URL.createObjectURL(file) });
  }

  async function save() {
    if (!preview || saving) return;
    setSaving(true);
    try {
      await saveProfilePicture(preview.file);
      setPreview(null);
      setOutcome({ kind: 'success', text: t('ownProfile.photo.saved') });
    } catch (error) {
      const text = await formFailure(
        error,
        (body) => pictureErrorMessage(body, t),
        t('ownProfile.photo.failed'),
      );
      setOutcome({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setPreview(null);
    setOutcome(null);
  }

  const picture = preview?.url ?? user.profile_picture;
  return (
    <div className="avatar-editor">
      <div
        className={
          preview
            ? 'avatar-editor__picture avatar-editor__picture--preview'
            : 'avatar-editor__picture'
        }
      >
        {picture ? (
          <img
            src={picture}
            alt={preview ? '' : t('ownProfile.photo.alt', { name })}
            className="avatar-editor__image"
          />
        ) : (
          <span className="avatar-editor__initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      {preview ? (
        <div className="avatar-editor__confirm">
          <p className="avatar-editor__hint">{t('ownProfile.photo.previewing')}</p>
          <div className="avatar-editor__buttons">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={save}
              aria-disabled={saving || undefined}
            >
              {saving ? t('ownProfile.photo.saving') : t('ownProfile.photo.save')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={cancel}
              disabled={saving}
            >
              {t('ownProfile.photo.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="avatar-editor__choose">
          <label className="button button--secondary button--small avatar-editor__pick">
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-describedby="avatar-hint"
              onChange={choose}
            />
            {t('ownProfile.photo.change')}
          </label>
          <p id="avatar-hint" className="avatar-editor__hint">
            {t('ownProfile.photo.hint')}
          </p>
        </div>
      )}
      {outcome ? (
        <p
          className={`inline-notice inline-notice--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
