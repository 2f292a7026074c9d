/**
 * One request on behalf of one user (docs/SYNC.md S2, S10): with that user's
 * stored token, one refresh on a 401, and never with anybody else's token. The
 * outbox sender and the pull both go through it. No React, no DOM.
 */

/** The signed-in user and their current access token, as stored. */
export type SenderSession = { userId: number; access: string };

export type SessionAccess = {
  /** Plain fetch: the token is added here, so whose it is can be checked first. */
  fetch: (request: Request) => Promise<Response>;
  readSession: () => Promise<SenderSession | undefined>;
  /**
   * A fresh access token after `staleAccess` was refused (single flight, cross-tab). Throws
   * when the session has ended (the refresh token was refused) or the refresh could not
   * reach the server; `isSessionEnded` tells the two apart.
   */
  refreshSession: (staleAccess: string) => Promise<string>;
  isSessionEnded: (error: unknown) => boolean;
  timeoutMs?: number;
};

export type SendResult =
  | { kind: 'answer'; response: Response }
  /** No answer: offline, timeout, or the refresh could not reach the server. */
  | { kind: 'network' }
  /** The user is not (or no longer) the one signed in, or their session ended. */
  | { kind: 'signed-out' };

export async function sendAsUser(
  access: SessionAccess,
  userId: number,
  build: (token: string) => Request,
): Promise<SendResult> {
  const timeoutMs = access.timeoutMs ?? 30_000;
  const send = async (token: string): Promise<SendResult> => {
    try {
      const request = new Request(build(token), { signal: AbortSignal.timeout(timeoutMs) });
      return { kind: 'answer', response: await access.fetch(request) };
    } catch {
      return { kind: 'network' };
    }
  };
  const session = await access.readSession();
  if (session?.userId !== userId) return { kind: 'signed-out' };
  const first = await send(session.access);
  if (first.kind !== 'answer' || first.response.status !== 401) return first;
  try {
    await access.refreshSession(session.access);
  } catch (error) {
    return access.isSessionEnded(error) ? { kind: 'signed-out' } : { kind: 'network' };
  }
  const renewed = await access.readSession();
  if (renewed?.userId !== userId) return { kind: 'signed-out' };
  const second = await send(renewed.access);
  if (second.kind === 'answer' && second.response.status === 401) return { kind: 'signed-out' };
  return second;
}
