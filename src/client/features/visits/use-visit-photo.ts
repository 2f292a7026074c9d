import { useEffect, useRef, useState } from 'react';
import { type VisitPhotoMessageKey, visitPhotoProblemMessage } from '../visit-photo/messages';
import { compressVisitPhoto } from '../visit-photo/photo-compressor';
import { checkVisitPhoto } from '../visit-photo/photo-rules';

/** The photo chosen in the form: compression starts as soon as it is chosen (SPEC.md §5). */
export type ChosenPhoto =
  | { kind: 'none' }
  | { kind: 'compressing' }
  | { kind: 'ready'; blob: Blob; url: string };

const NONE: ChosenPhoto = { kind: 'none' };

/**
 * The visit form's photo: checks a chosen file, compresses it, and keeps the result with a
 * preview URL (revoked when replaced or when the form closes). A file chosen while another
 * is still compressing wins; the older result is dropped when it arrives.
 */
export function useVisitPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto>(NONE);
  const [problem, setProblem] = useState<VisitPhotoMessageKey | null>(null);
  // Bumped by every choice, clear and unmount: a compression finishing late is ignored.
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );
  useEffect(
    () => (photo.kind === 'ready' ? () => URL.revokeObjectURL(photo.url) : undefined),
    [photo],
  );

  /** Takes the file from the input; a refused or unreadable file is cleared from it. */
  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    const mine = ++generation.current;
    if (!file) {
      setPhoto(NONE);
      return;
    }
    const refused = checkVisitPhoto(file);
    if (refused) {
      input.value = '';
      setPhoto(NONE);
      setProblem(visitPhotoProblemMessage[refused]);
      return;
    }
    setProblem(null);
    setPhoto({ kind: 'compressing' });
    try {
      const { blob } = await compressVisitPhoto(file);
      if (generation.current !== mine) return;
      setPhoto({ kind: 'ready', blob, url: URL.createObjectURL(blob) });
    } catch {
      if (generation.current !== mine) return;
      input.value = '';
      setPhoto(NONE);
      setProblem('visitPhoto.processingFailed');
    }
  }

  /** Forgets the chosen photo (after saving, or when the user takes it out). */
  function clear() {
    generation.current += 1;
    setPhoto(NONE);
    setProblem(null);
  }

  return { photo, problem, choose, clear };
}
