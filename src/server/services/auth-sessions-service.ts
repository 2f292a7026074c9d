import { UAParser } from 'ua-parser-js';
import type { SignInSession } from '../../shared/api/account';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { HttpError } from '../http/http-error';
import {
  listLiveSignIns,
  revokeAllRefreshFamilies,
  revokeUserRefreshFamily,
} from '../repositories/refresh-tokens-repository';
import type { AuthContext } from './auth-context';

/** "Chrome 131 · Android 15", from a User-Agent; empty when nothing is recognised. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return '';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const browserPart = [browser.name, browser.major].filter(Boolean).join(' ');
  const systemPart = [os.name, os.version].filter(Boolean).join(' ');
  const devicePart = device.model && device.model !== systemPart ? device.model : '';
  return [browserPart, systemPart, devicePart].filter(Boolean).join(' · ');
}

/** The account's signed-in devices, the asking one marked. */
export async function listSessions(
  ctx: AuthContext,
  userId: number,
  currentSessionId: string | null,
): Promise<SignInSession[]> {
  const rows = await listLiveSignIns(ctx.db, userId, ctx.clock());
  return rows.map((row) => ({
    id: row.familyId,
    label: deviceLabel(row.userAgent),
    first_used_at: row.firstUsedAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.familyId === currentSessionId,
  }));
}

/**
 * Ends one sign-in of the account: its refresh token is refused at once; an
 * access token it already holds lives out its few minutes.
 */
export async function endSession(ctx: AuthContext, userId: number, sessionId: string) {
  if (!(await revokeUserRefreshFamily(ctx.db, userId, sessionId, ctx.clock()))) {
    throw new HttpError(
      404,
      ERROR_CODES.notFound,
      'このログインは見つからないか、すでに終了しています。',
    );
  }
}

/** Ends every sign-in of the account, the asking one included. */
export async function endAllSessions(ctx: AuthContext, userId: number): Promise<void> {
  await revokeAllRefreshFamilies(ctx.db, userId, ctx.clock());
}
