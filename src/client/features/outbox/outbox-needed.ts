/**
 * Whether this page has an outbox to run (docs/SYNC.md S13, S15): someone is signed in, or
 * changes recorded earlier wait on this device. A visitor with neither has nothing to send
 * or fetch, so the first screen does without the outbox's code until one of them is true
 * (docs/PERF.md P1).
 */
import { localDatabase } from '../../db/local-database';
import { useSessionStore } from '../auth/session-store';

/** Runs `start` once, as soon as the outbox has work: now, on sign-in, or never. */
export function whenOutboxIsNeeded(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    stopListening();
    start();
  };
  const stopListening = useSessionStore.subscribe((state) => {
    if (state.user) startOnce();
  });
  if (useSessionStore.getState().user) startOnce();
  void localDatabase.outbox.count().then(
    (waiting) => {
      if (waiting > 0) startOnce();
    },
    () => {},
  );
}
