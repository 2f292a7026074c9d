import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStateShapes } from '../visit-location/load-state-shapes';
import {
  canReadPosition,
  locationAllowed,
  type PositionProblem,
  readPosition,
} from '../visit-location/read-position';
import { stateAt } from '../visit-location/state-at';

/** What the form says about the last reading of the position. */
export type LocationNote =
  | { kind: 'finding' }
  | { kind: 'chosen'; code: string }
  | { kind: 'outside' }
  | { kind: PositionProblem };

/**
 * Chooses the visited country of a shared site from where the device is. Never asks on its
 * own: it reads the position unasked only when `auto` and the user has already allowed it;
 * otherwise `ask()` (a button) asks once. Whatever happens, the choice in the form is only
 * replaced by a state that contains the position, and never after the user picked one by hand
 * (`keepChoice()`) since the reading began: a late answer must not undo their choice.
 */
export function useLocationCountry({
  codes,
  auto,
  onFound,
}: {
  /** The site's states, ISO alpha-2 lower case. */
  codes: readonly string[];
  /** Read the position unasked if the user already allowed it (a new visit, not an edit). */
  auto: boolean;
  onFound: (code: string) => void;
}) {
  const [note, setNote] = useState<LocationNote | null>(null);
  // Each reading and each hand-made choice takes the next number; an answer whose number is no
  // longer the latest is dropped.
  const latest = useRef(0);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  const codesKey = codes.join(' ');

  const locate = useCallback(
    async (reading: number) => {
      setNote({ kind: 'finding' });
      try {
        const [position, shapes] = await Promise.all([readPosition(), loadStateShapes()]);
        if (reading !== latest.current) return;
        const state = stateAt(position, codesKey.split(' '), shapes);
        if (state) found.current(state.code);
        setNote(state ? { kind: 'chosen', code: state.code } : { kind: 'outside' });
      } catch (problem) {
        if (reading !== latest.current) return;
        setNote({
          kind: problem === 'denied' || problem === 'timeout' ? problem : 'unavailable',
        });
      }
    },
    [codesKey],
  );

  useEffect(() => {
    if (!auto || !canReadPosition()) return;
    const reading = ++latest.current;
    void locationAllowed().then((allowed) => {
      if (allowed && reading === latest.current) void locate(reading);
    });
    return () => {
      // Unmounted, or the visit now exists (recorded, or pulled from another device) and the
      // form shows its stored country: nothing is to be chosen, nor said, any more.
      if (reading === latest.current) {
        latest.current += 1;
        setNote(null);
      }
    };
  }, [auto, locate]);

  const ask = useCallback(() => void locate(++latest.current), [locate]);

  // What the note said about the position no longer describes a choice made by hand.
  const keepChoice = useCallback(() => {
    latest.current += 1;
    setNote(null);
  }, []);

  return { note, available: canReadPosition(), ask, keepChoice };
}
