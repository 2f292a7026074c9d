import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './limits';

export type AccessTokens = {
  issue: (userId: number) => Promise<string>;
  /** The user id of a valid token; undefined for anything else. */
  verify: (token: string) => Promise<number | undefined>;
};

/**
 * Short-lived access tokens: HS256 JWTs with issuer, audience, subject and
 * expiry, all checked, and no other algorithm accepted (so not `none`).
 */
export function accessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  return {
    async issue(userId) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ typ: 'access' })
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
        return Number.isSafeInteger(id) && id > 0 ? id : undefined;
      } catch {
        // Malformed, tampered, expired, wrong issuer/audience/algorithm: all just "not valid".
        return undefined;
      }
    },
  };
}
