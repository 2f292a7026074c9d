import type { AccessTokens } from '../auth/access-tokens';
import type { GoogleVerifier } from '../auth/google-id-token';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import type { MediaStore } from '../media/media-store';
import type { AccountLimits } from './account-limits';
import type { BackgroundWork } from './background-work';
import type { RateLimiter } from './rate-limit-service';

/** What the account services need, built once by the auth plugin; no HTTP objects. */
export type AuthContext = {
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  /** The refresh token that replaces a rotated one (refresh-token-values.ts). */
  refreshSuccessor: (token: string) => string;
  limiter: RateLimiter;
  /** Null when GOOGLE_CLIENT_ID is not configured. */
  google: GoogleVerifier | null;
  googleClientId: string | null;
  /** Where uploads are kept (disk or S3), served at /media/. */
  media: MediaStore;
  mailer: Mailer;
  /** Where people reach the app (links in mails), without a trailing slash. */
  publicUrl: string;
  background: BackgroundWork;
  /** Per-account limits of uploads, comments and batches, and the decode queue. */
  limits: AccountLimits;
};
