import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import type { VisitPhotoMessageKey } from '../visit-photo/messages';
import { VISIT_PHOTO_ACCEPT } from '../visit-photo/photo-rules';
import type { ChosenPhoto } from './use-visit-photo';

/** The photo already kept for this visit: the server's thumbnail, or one waiting to be sent. */
export type KeptPhoto = { url: string; alt: string } | null;

/**
 * One photo per visit (SPEC.md §3): a file button, the refusal of a wrong file as an inline
 * alert, 「画像を圧縮しています…」 while it compresses, then a preview that can be taken out.
 */
export function VisitPhotoField({
  id,
  inputRef,
  photo,
  problem,
  kept,
  onChoose,
  onClear,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  photo: ChosenPhoto;
  problem: VisitPhotoMessageKey | null;
  kept: KeptPhoto;
  onChoose: (input: HTMLInputElement) => void;
  onClear: () => void;
}) {
  const t = useT();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  return (
    <div className="visit-photo">
      <span className="visit-form__label" aria-hidden="true">
        {t('visit.photo')}
      </span>
      <div className="visit-photo__row">
        {photo.kind === 'ready' ? (
          <span className="visit-photo__preview">
            <img src={photo.url} alt={t('visit.photoChosen')} />
            <button
              type="button"
              className="visit-photo__clear"
              aria-label={t('visit.photoClear')}
              title={t('visit.photoClear')}
              onClick={() => {
                if (inputRef.current) inputRef.current.value = '';
                onClear();
              }}
            >
              ×
            </button>
          </span>
        ) : kept && photo.kind === 'none' ? (
          <span className="visit-photo__preview">
            <img src={kept.url} alt={kept.alt} />
          </span>
        ) : null}
        <label className="button button--secondary button--small visit-photo__pick">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={VISIT_PHOTO_ACCEPT}
            className="visually-hidden"
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChoose(event.currentTarget)}
          />
          {kept || photo.kind === 'ready' ? t('visit.photoChange') : t('visit.photoChoose')}
        </label>
      </div>
      <p id={hintId} className="visit-form__hint">
        {t('visit.photoHint')}
      </p>
      {photo.kind === 'compressing' ? (
        <p className="visit-photo__compressing" role="status">
          <span className="visit-photo__spinner" aria-hidden="true" />
          {t('visitPhoto.compressing')}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="visit-form__alert" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
