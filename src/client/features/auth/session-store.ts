import { liveQuery } from 'dexie';
import { create } from 'zustand';
import type { AuthResponse, User } from '../../../shared/api/auth';
import { http } from '../../api/http';
import { onSessionEnded } from '../../api/session-client';
import { localDatabase } from '../../db/local-database';
import { dropLogOutIntent } from '../../db/log-out-intent';
import { sessionRows } from '../../db/session';

/** Kept for the header's props; the signed-in user is the shared contract's User. */
export type SessionUser = User;

type SignInOptions = {
  /** The account name the server chose: the next screen tells the new user what it is. */
  welcomeUsername?: string | null;
};

interface SessionState {
  /** The signed-in user (last known copy from the stored session), or null for a visitor. */
  user: User | null;
  /** True while the stored session is being restored; guards wait instead of redirecting. */
  loading: boolean;
  /** The server refused the refresh token: the login screen asks to sign in again. */
  expired: boolean;
  /** Set after a sign-up whose account name the server generated; cleared when dismissed. */
  welcomeUsername: string | null;
  signIn: (auth: AuthResponse, options?: SignInOptions) => Promise<void>;
  /** Clears the session at once (offline too), then revokes it on the server if reachable. */
  signOut: () => Promise<void>;
  dismissWelcome: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  loading: true,
  expired: false,
  welcomeUsername: null,

  signIn: async (auth, options = {}) => {
    await sessionRows.save({ user: auth.user, access: auth.access, refresh: auth.refresh });
    // Signed in again before an interrupted log-out was finished: the rows are theirs again.
    await dropLogOutIntent(localDatabase, auth.user.id);
    set({
      user: auth.user,
      loading: false,
      expired: false,
      welcomeUsername: options.welcomeUsername ?? null,
    });
  },

  signOut: async () => {
    const stored = await sessionRows.get();
    await sessionRows.clear();
    set({ user: null, welcomeUsername: null, expired: false });
    if (!stored) return;
    // Best effort: offline, the refresh token simply expires on its own.
    http.post('auth/logout/', { json: { refresh: stored.refresh }, retry: 0 }).catch(() => {});
  },

  dismissWelcome: () => set({ welcomeUsername: null }),
}));

function sameUser(a: User | null, b: User | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The app's tabs tell each other that the server refused the session. Only the tab whose
 * request met the refusal hears it from the server; the others only see the stored session
 * go (below), which looks like a sign-out, and their login form would not say why. A
 * message, not storage: nothing is kept (SPEC.md §3 lists what the browser stores).
 */
const SESSION_CHANNEL = 'heritage-passport:session';
const SESSION_EXPIRED_MESSAGE = 'expired';

/**
 * Restores the stored session and keeps the store in step with it from then on, in this
 * tab and every other (Dexie's live queries see other tabs' writes): signing out in one
 * tab signs out all of them, and a refreshed profile shows everywhere. `onExpired` runs
 * when this tab learns that the server refused the refresh token; the other tabs are told,
 * so their login form gives the same notice (their screens follow the session by
 * themselves: a signed-in screen sends its visitor to the login form).
 */
export function startSession({
  onExpired,
  after = Promise.resolve(),
}: {
  onExpired: () => void;
  /** Restores nothing before this settles: log-outs cut short end their sessions first (S23). */
  after?: Promise<unknown>;
}): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  const followStoredSession = () => {
    if (stopped) return;
    subscription = liveQuery(() => sessionRows.get()).subscribe({
      next: (row) => {
        const user = row?.user ?? null;
        const { user: current, loading } = useSessionStore.getState();
        // Token rotations rewrite the row too; keep the same object so nothing re-renders.
        if (loading || !sameUser(current, user)) useSessionStore.setState({ user, loading: false });
      },
      // IndexedDB unavailable (some private modes): carry on as a visitor rather than spin.
      error: () => useSessionStore.setState({ user: null, loading: false }),
    });
  };
  void after.then(followStoredSession, followStoredSession);
  const tabs =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  tabs?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === SESSION_EXPIRED_MESSAGE) useSessionStore.setState({ expired: true });
  });
  const stopListening = onSessionEnded(() => {
    useSessionStore.setState({ user: null, expired: true, welcomeUsername: null });
    tabs?.postMessage(SESSION_EXPIRED_MESSAGE);
    onExpired();
  });
  return () => {
    stopped = true;
    subscription?.unsubscribe();
    stopListening();
    tabs?.close();
  };
}
