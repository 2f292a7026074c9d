import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './limits';

/** Who a valid access token speaks for: the user, and the sign-in (refresh family) it came from. */
export type AccessTokenSubject = { userId: number; sessionId: string | null };

export type AccessTokens = {
  issue: (userId: number, sessionId: string) => Promise<string>;
  /** The subject of a valid token; undefined for anything else. */
  verify: (token: string) => Promise<AccessTokenSubject | undefined>;
};

/**
 * Short-lived access tokens: HS256 JWTs with issuer, audience, subject and
 * expiry, all checked, and no other algorithm accepted (so not `none`). `sid`
 * names the sign-in, so the device list can say which one is asking.
 */
export function accessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  return {
    async issue(userId, sessionId) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: clock(),
        });
        if (payload.typ !== 'access') return undefined;
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) return undefined;
        // Tokens issued before sessions were named carry no sid; they expire within minutes.
        return { userId: id, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      } catch {
        // Malformed, tampered, expired, wrong issuer/audience/algorithm: all just "not valid".
        return undefined;
      }
    },
  };
}
