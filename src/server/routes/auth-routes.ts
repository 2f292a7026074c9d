import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigSchema,
  authErrorBodySchema,
  authResponseSchema,
  googleAuthResponseSchema,
  googleLoginRequestSchema,
  googleNonceSchema,
  loginRequestSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenPairSchema,
  userSchema,
  userStatsSchema,
} from '../../shared/api/auth';
import { PROFILE_PHOTO_MAX_BYTES } from '../../shared/limits';
import { fieldError } from '../auth/errors';
import { deviceOf } from '../http/device';
import { parseFields } from '../http/parse-fields';
import { requireUser } from '../plugins/auth';
import { readMultipartForm } from '../plugins/multipart';
import { issueGoogleNonce } from '../services/auth-google-nonce-service';
import { googleLogin, linkGoogle, unlinkGoogle } from '../services/auth-google-service';
import { register } from '../services/auth-register-service';
import { login, logout, refreshSession } from '../services/auth-session-service';
import { getProfile, profileStats, updateProfile } from '../services/profile-service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
/** Routes that sign in or out work with no (or an expired) access token attached. */
const open = { skipAccessToken: true };
const e = authErrorBodySchema;

/** SPEC.md §7 Auth: accounts, sessions and the signed-in user's own profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.auth;

  app.get(
    '/auth/config/',
    {
      config: open,
      schema: {
        tags,
        summary: 'What the sign-in screens need to know (Google client id)',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ google_client_id: ctx.googleClientId }),
  );

  app.post(
    '/auth/register/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: e, 429: e },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await register(ctx, request.body, request.ip, deviceOf(request))),
  );

  app.post(
    '/auth/login/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign in with account name or e-mail address and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 400: e, 401: e, 429: e },
      },
    },
    async (request) => {
      const { username, email, password } = request.body;
      return login(
        ctx,
        { identifier: username ?? email ?? '', password },
        request.ip,
        deviceOf(request),
      );
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new access token and a new refresh token',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, 400: e, 401: e, 429: e },
      },
    },
    async (request) => refreshSession(ctx, request.body.refresh, request.ip, deviceOf(request)),
  );

  app.post(
    '/auth/logout/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign out: revoke the refresh token and every token of its sign-in (204)',
        body: refreshRequestSchema,
        response: { 204: z.null().describe('No content'), 400: e },
      },
    },
    async (request, reply) => {
      await logout(ctx, request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/google/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign in (or sign up) with a Google ID token',
        body: googleLoginRequestSchema,
        response: { 200: googleAuthResponseSchema, 400: e, 404: e, 409: e, 429: e, 503: e },
      },
    },
    async (request) => googleLogin(ctx, request.body.token, request.ip, deviceOf(request)),
  );

  app.post(
    '/auth/google/nonce/',
    {
      config: open,
      schema: {
        tags,
        summary: 'A single-use nonce for Google Identity Services (10 minutes)',
        description:
          'Pass it as `nonce` to google.accounts.id.initialize: Google copies it into the ID ' +
          'token, and /auth/google/ and /auth/google/link/ accept a token only with a nonce ' +
          'issued here and not used before.',
        response: { 200: googleNonceSchema, 429: e },
      },
    },
    async (request) => issueGoogleNonce(ctx, request.ip),
  );

  app.post(
    '/auth/google/link/',
    {
      schema: {
        tags,
        summary: 'Link a Google account to the signed-in account (the own profile answers)',
        description:
          'How a password account whose e-mail address is not proven gets Google sign-in: ' +
          'Google never links itself to such an account at sign-in (409 account_exists).',
        security: bearer,
        body: googleLoginRequestSchema,
        response: { 200: userSchema, 400: e, 401: e, 404: e, 409: e, 503: e },
      },
    },
    async (request) => linkGoogle(ctx, requireUser(request), request.body.token),
  );

  app.delete(
    '/auth/google/link/',
    {
      schema: {
        tags,
        summary: 'Unlink Google; refused (password_required) while the account has no password',
        security: bearer,
        response: { 200: userSchema, 400: e, 401: e },
      },
    },
    async (request) => unlinkGoogle(ctx, requireUser(request)),
  );

  app.get(
    '/auth/profile/',
    {
      schema: {
        tags,
        summary: 'The signed-in user, with e-mail address',
        security: bearer,
        response: { 200: userSchema, 401: e },
      },
    },
    async (request) => getProfile(ctx, requireUser(request)),
  );

  app.patch(
    '/auth/profile/',
    {
      schema: {
        tags,
        summary:
          'Edit the own profile (JSON), or upload a profile picture (multipart field profile_picture, at most 5 MB); username and email are ignored',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: profileUpdateSchema,
        response: { 200: userSchema, 400: e, 401: e, 413: e, 429: e },
      },
      // A multipart body is read in the handler, part by part; validate it as empty here.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = {};
      },
    },
    async (request) => {
      const userId = requireUser(request);
      if (!request.isMultipart()) return updateProfile(ctx, userId, request.body);
      const form = await readMultipartForm(request, {
        fileField: 'profile_picture',
        maxFileBytes: PROFILE_PHOTO_MAX_BYTES,
        tooLarge: () => fieldError('profile_picture', 'image_too_large', 413),
      });
      const fields = parseFields(profileUpdateSchema, form.fields);
      return updateProfile(ctx, userId, fields, form.file?.buffer);
    },
  );

  app.get(
    '/auth/stats/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s visit statistics',
        security: bearer,
        response: { 200: userStatsSchema, 401: e },
      },
    },
    async (request) => profileStats(ctx, requireUser(request)),
  );
};
