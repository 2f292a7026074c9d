import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionRequestSchema,
  emailResendRequestSchema,
  emailVerifyRequestSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionParamsSchema,
  signInSessionsSchema,
} from '../../shared/api/account';
import { authErrorBodySchema, authResponseSchema } from '../../shared/api/auth';
import { deviceOf } from '../http/device';
import { requireUser } from '../plugins/auth';
import { deleteAccount } from '../services/account-deletion-service';
import { resendVerification, verifyEmail } from '../services/auth-email-service';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
} from '../services/auth-password-service';
import { endAllSessions, endSession, listSessions } from '../services/auth-sessions-service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const open = { skipAccessToken: true };
const e = authErrorBodySchema;
const none = z.null().describe('No content');
const accepted = z.undefined().describe('Accepted: the mail is on its way (no body)');

/**
 * The credential lifecycle (docs/SECURITY.md): verification, reset, change, devices, and
 * deleting the account.
 */
export const authAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;

  app.post(
    '/auth/email/verify/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Prove the e-mail address with the token of a verification mail',
        body: emailVerifyRequestSchema,
        response: { 204: none, 400: e },
      },
    },
    async (request, reply) => {
      await verifyEmail(ctx, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email/resend/',
    {
      schema: {
        tags,
        summary: 'Send a new verification mail (202), or nothing when already verified (204)',
        security: bearer,
        // No body at all is the same as `{}`.
        body: emailResendRequestSchema.nullish(),
        response: { 202: accepted, 204: none, 401: e, 429: e },
      },
    },
    async (request, reply) => {
      const sent = await resendVerification(
        ctx,
        requireUser(request),
        request.body?.locale ?? 'ja',
      );
      return sent ? reply.status(202).send() : reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/reset/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Mail a reset link; 202 whether or not the address has an account',
        body: passwordResetRequestSchema,
        response: { 202: accepted, 400: e, 429: e },
      },
    },
    async (request, reply) => {
      const { email, locale } = request.body;
      await requestPasswordReset(ctx, email, locale ?? 'ja', request.ip);
      return reply.status(202).send();
    },
  );

  app.post(
    '/auth/password/reset/confirm/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Set a new password with a reset token; every session of the account ends',
        body: passwordResetConfirmSchema,
        response: { 204: none, 400: e },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.new_password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/',
    {
      schema: {
        tags,
        summary: 'Change the password; this device gets new tokens, every other session ends',
        security: bearer,
        body: passwordChangeRequestSchema,
        response: { 200: authResponseSchema, 400: e, 401: e, 429: e },
      },
    },
    async (request) =>
      changePassword(
        ctx,
        requireUser(request),
        { current: request.body.current_password, next: request.body.new_password },
        request.ip,
        deviceOf(request),
      ),
  );

  app.get(
    '/auth/sessions/',
    {
      schema: {
        tags,
        summary: 'The signed-in devices of the account, most recently used first',
        security: bearer,
        response: { 200: signInSessionsSchema, 401: e },
      },
    },
    async (request) => ({
      results: await listSessions(ctx, requireUser(request), request.user?.sessionId ?? null),
    }),
  );

  app.delete(
    '/auth/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'End one signed-in device (its refresh token is refused from now on)',
        security: bearer,
        params: sessionParamsSchema,
        response: { 204: none, 401: e, 404: e },
      },
    },
    async (request, reply) => {
      await endSession(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all/',
    {
      schema: {
        tags,
        summary: 'End every signed-in device of the account, this one included',
        security: bearer,
        response: { 204: none, 401: e },
      },
    },
    async (request, reply) => {
      await endAllSessions(ctx, requireUser(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/account/',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything of it, for good',
        description:
          'Proven with the password, or (an account with no password) a fresh Google ID token ' +
          'of the linked Google account. Deletes the user, their visits with photos, wishlist, ' +
          'likes, comments (one someone replied to stays, empty and without author, so the ' +
          'replies do), follows, blocks, badges, ranking counters, sessions and idempotency ' +
          'records in one transaction; the photo and avatar files after it. Every session ends.',
        security: bearer,
        body: accountDeletionRequestSchema,
        response: { 204: none, 400: e, 401: e, 403: e, 404: e, 429: e, 503: e },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, app.timeZone, requireUser(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
