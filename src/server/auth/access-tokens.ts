import { type JWTHeaderParameters, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../common/clock';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './limits';
import type { SigningKeys } from './signing-keys';

/** Who a valid access token speaks for: the user, and the sign-in (refresh family) it came from. */
export type AccessTokenSubject = { userId: number; sessionId: string | null };

export type AccessTokens = {
  /**
   * `issuedAt` (default now): the same user, session and time give the same token, which is
   * how a refresh answered again within its grace gives the very pair it gave first.
   */
  issue: (userId: number, sessionId: string, issuedAt?: Date) => Promise<string>;
  /** The subject of a valid token; undefined for anything else. */
  verify: (token: string) => Promise<AccessTokenSubject | undefined>;
};

/**
 * Each secret imported into WebCrypto once: given the raw bytes, jose imports them again on
 * every call, which costs more than checking the signature itself (docs/PERF.md P7).
 */
const cryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function cryptoKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = cryptoKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    cryptoKeys.set(secret, key);
  }
  return key;
}

/**
 * Valid tokens kept with their expiry, per app: a traveller's token is checked on every call
 * of its five minutes, and WebCrypto's HMAC, an asynchronous job, weighs on every small call
 * (docs/PERF.md P7). The same bytes under the same keys always verify the same way (the keys
 * are fixed for the app's life), so a kept token has only its expiry checked again. Invalid
 * tokens are never kept; past this many, the oldest kept is dropped.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedToken = { subject: AccessTokenSubject; expiresAt: number };

/**
 * Short-lived access tokens: HS256 JWTs with issuer, audience, subject and
 * expiry, all checked, and no other algorithm accepted (so not `none`). `sid`
 * names the sign-in, so the device list can say which one is asking. The
 * header's `kid` says which key signed it; a token without one (signed
 * before keys had ids) is checked with the current key.
 */
export function accessTokens(keys: SigningKeys, clock: Clock): AccessTokens {
  const keyFor = (header: JWTHeaderParameters) => {
    const key = header.kid === undefined ? keys.current : keys.accepted.get(header.kid);
    if (!key) throw new Error('unknown key id');
    return cryptoKeyOf(key.secret);
  };
  const verified = new Map<string, VerifiedToken>();
  const keep = (token: string, kept: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, kept);
  };
  return {
    async issue(userId, sessionId, issuedAt = clock()) {
      const now = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await cryptoKeyOf(keys.current.secret));
    },
    async verify(token) {
      const now = clock();
      // As jose decides expiry: in whole seconds, expired from the second `exp` names.
      const unexpired = (kept: VerifiedToken) => kept.expiresAt > Math.floor(now.getTime() / 1000);
      const kept = verified.get(token);
      if (kept) return unexpired(kept) ? kept.subject : undefined;
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: now,
        });
        if (payload.typ !== 'access' || payload.exp === undefined) return undefined;
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) return undefined;
        // Tokens issued before sessions were named carry no sid; they expire within minutes.
        const subject = {
          userId: id,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        };
        keep(token, { subject, expiresAt: payload.exp });
        return subject;
      } catch {
        // Malformed, tampered, expired, unknown key, wrong issuer/audience/algorithm: all
        // just "not valid".
        return undefined;
      }
    },
  };
}
