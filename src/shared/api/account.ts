import { z } from 'zod';
import { EMAIL_MAX, GOOGLE_ID_TOKEN_MAX, LOGIN_PASSWORD_MAX, PASSWORD_MAX } from '../limits';
import { boundedText, characterText } from './bounded-text';

/**
 * The credential lifecycle: e-mail verification, password reset and change,
 * and the list of signed-in devices. Tokens of mailed links are 256 random
 * bits (43 characters of base64url).
 */
const ACCOUNT_TOKEN_MAX = 128;

export const mailLocaleSchema = z
  .enum(['ja', 'en'])
  .describe('The language of the mail: the one the person uses the app in');

export const emailVerifyRequestSchema = z
  .object({ token: boundedText(ACCOUNT_TOKEN_MAX).describe('From the link in the mail') })
  .meta({ id: 'EmailVerifyRequest' });

export const emailResendRequestSchema = z
  .object({ locale: mailLocaleSchema.optional() })
  .meta({ id: 'EmailResendRequest' });

export const passwordResetRequestSchema = z
  .object({
    email: boundedText(EMAIL_MAX),
    locale: mailLocaleSchema.optional(),
  })
  .meta({ id: 'PasswordResetRequest' });

export const passwordResetConfirmSchema = z
  .object({
    token: boundedText(ACCOUNT_TOKEN_MAX).describe('From the link in the mail'),
    new_password: characterText(PASSWORD_MAX).describe('The password rules of registration'),
  })
  .meta({ id: 'PasswordResetConfirm' });

export const passwordChangeRequestSchema = z
  .object({
    current_password: characterText(LOGIN_PASSWORD_MAX),
    new_password: characterText(PASSWORD_MAX).describe('The password rules of registration'),
  })
  .meta({ id: 'PasswordChangeRequest' });

export const signInSessionSchema = z
  .object({
    id: z.uuid(),
    label: z.string().describe('Browser and system, from the User-Agent; empty when unknown'),
    first_used_at: z.iso.datetime().describe('When this device signed in'),
    last_used_at: z.iso.datetime().describe('Its latest token refresh'),
    current: z.boolean().describe('True for the device asking'),
  })
  .meta({ id: 'SignInSession' });
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionsSchema = z
  .object({ results: z.array(signInSessionSchema) })
  .meta({ id: 'SignInSessions' });
export type SignInSessions = z.infer<typeof signInSessionsSchema>;

export const sessionParamsSchema = z.object({ id: z.uuid() });

/**
 * Deleting the account proves the holder is here: the password, or for an account without
 * one (Google only) a Google ID token of the linked Google account, fresh because it must
 * carry a nonce this server issued within the last 10 minutes.
 */
export const accountDeletionRequestSchema = z
  .object({
    password: characterText(LOGIN_PASSWORD_MAX)
      .optional()
      .describe('The current password; required when the account has one'),
    google_token: boundedText(GOOGLE_ID_TOKEN_MAX)
      .optional()
      .describe(
        'Only for an account with no password: an ID token of its linked Google account, ' +
          'carrying a nonce from /auth/google/nonce/',
      ),
  })
  .meta({ id: 'AccountDeletionRequest' });
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;
