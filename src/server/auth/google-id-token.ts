import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AUTH_ERROR_CODES } from '../../shared/api/auth';
import type { Clock } from '../common/clock';
import { AuthError } from './errors';
import { AUTH_MESSAGES } from './messages';

export type GoogleIdentity = {
  sub: string;
  email: string;
  name: string | undefined;
  /** The nonce the page gave Google (POST /api/auth/google/nonce/), if any. */
  nonce: string | undefined;
};

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** jose's errors that blame the token itself; any other failure is about reaching Google. */
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

function refused(message: string = AUTH_MESSAGES.googleTokenInvalid): AuthError {
  return new AuthError(400, AUTH_ERROR_CODES.googleTokenInvalid, message, undefined, {
    extra: { error: message },
  });
}

/**
 * Checks a Google ID token the way Google documents: signed by one of the
 * keys Google publishes (fetched and cached by jose), issued by Google, for
 * our client id, not expired, with a verified e-mail address.
 */
export function googleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  clock: Clock;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  return async (idToken) => {
    let claims: Record<string, unknown>;
    try {
      const result = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        requiredClaims: ['sub', 'email', 'exp'],
        currentDate: options.clock(),
      });
      claims = result.payload;
    } catch (error) {
      if (TOKEN_ERRORS.some((kind) => error instanceof kind)) throw refused();
      // Google's keys could not be fetched or read: not the token's fault.
      const message = AUTH_MESSAGES.googleUnavailable;
      throw new AuthError(503, AUTH_ERROR_CODES.googleUnavailable, message, undefined, {
        extra: { error: message },
      });
    }
    const { sub, email, name, nonce } = claims;
    if (typeof sub !== 'string' || typeof email !== 'string') throw refused();
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw refused(AUTH_MESSAGES.googleEmailNotVerified);
    }
    return {
      sub,
      email,
      name: typeof name === 'string' ? name : undefined,
      nonce: typeof nonce === 'string' ? nonce : undefined,
    };
  };
}
