import { useSessionStore } from '../auth/session-store';

export type OwnAuthor = { id: number; name: string; picture: string | null };

/** The signed-in user as the author of their own waiting comments; null for a visitor. */
export function useOwnAuthor(): OwnAuthor | null {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return {
    id: user.id,
    name: user.display_name || user.username,
    picture: user.profile_picture,
  };
}
