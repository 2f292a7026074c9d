import { create } from 'zustand';

export interface SessionUser {
  id: number;
  username: string;
  display_name: string;
}

interface SessionState {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** True while a stored session is being restored; guards wait instead of redirecting. */
  loading: boolean;
  signOut: () => void;
}

/**
 * Who is signed in. Sign-in does not exist yet, so this starts (and stays) signed out;
 * the auth issue fills it from the stored session and sets `loading` while it restores.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  loading: false,
  signOut: () => set({ user: null }),
}));
