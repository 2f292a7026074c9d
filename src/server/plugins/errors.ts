import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '../../shared/api/errors';
import { AuthError } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import { violatedIntegrity } from '../db/errors';
import { HttpError } from '../http/http-error';
import { findUserById } from '../repositories/users-repository';

export const MESSAGES = {
  invalid: '入力内容に誤りがあります。',
  required: 'この項目は必須です。',
  malformedJson: 'リクエストの JSON を読み取れませんでした。',
  notFound: '見つかりませんでした。',
  payloadTooLarge: 'データが大きすぎます。',
  unsupportedMediaType: 'この形式のデータは受け付けられません。',
  internal: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
} as const;

function valueAt(body: unknown, dottedPath: string): unknown {
  let value = body;
  for (const key of dottedPath.split('.').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Schema validation failures as the client reads them: `{"email": ["…"]}`,
 * with a parallel `codes` object: `required` for a missing member of the body,
 * `too_long` for a string over its bound, `invalid` for anything else.
 */
function validationBody(error: FastifyError, body: unknown): ErrorBody {
  const fields: Record<string, string[]> = {};
  const codes: Record<string, string[]> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const field = path || 'non_field_errors';
      const missing =
        error.validationContext === 'body' && path !== '' && valueAt(body, path) === undefined;
      const message = missing ? MESSAGES.required : (issue.message ?? MESSAGES.invalid);
      const tooLong = issue.keyword === 'too_big' && issue.params?.origin === 'string';
      fields[field] = [...(fields[field] ?? []), message];
      codes[field] = [
        ...(codes[field] ?? []),
        missing ? 'required' : tooLong ? 'too_long' : 'invalid',
      ];
    }
  }
  const result: ErrorBody = { detail: MESSAGES.invalid, code: ERROR_CODES.invalid, ...fields };
  result.codes = codes;
  return result;
}

function clientErrorBody(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: validationBody(error, request.body) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { detail: MESSAGES.malformedJson, code: ERROR_CODES.malformedJson },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { detail: MESSAGES.payloadTooLarge, code: ERROR_CODES.payloadTooLarge },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { detail: MESSAGES.unsupportedMediaType, code: ERROR_CODES.unsupportedMediaType },
      };
  }
  if (error instanceof SyntaxError) {
    return {
      status: 400,
      body: { detail: MESSAGES.malformedJson, code: ERROR_CODES.malformedJson },
    };
  }
  const status = error.statusCode ?? 400;
  if (status === 404)
    return { status, body: { detail: MESSAGES.notFound, code: ERROR_CODES.notFound } };
  if (status === 429)
    return { status, body: { detail: MESSAGES.rateLimited, code: ERROR_CODES.rateLimited } };
  return { status, body: { detail: MESSAGES.invalid, code: ERROR_CODES.invalid } };
}

/**
 * An access token outlives the account it was issued to (by its few minutes): a change it
 * makes then breaks a constraint (the foreign key to the deleted user, or a value read from
 * their row). That is a session ended, not a fault of the server: 401, so the client's
 * refresh is refused and it signs out.
 */
async function callerGone(error: unknown, request: FastifyRequest): Promise<boolean> {
  if (!request.user || !violatedIntegrity(error)) return false;
  return (await findUserById(request.server.db, request.user.id)) === undefined;
}

/**
 * Errors the router meets before any route or hook runs (a malformed percent-escape, a path
 * parameter longer than any id): Fastify's own answers would echo the path and name its
 * internal codes, so they are answered in the API's shapes too.
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send({ detail: MESSAGES.notFound, code: ERROR_CODES.notFound });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ detail: MESSAGES.invalid, code: ERROR_CODES.invalid });
  }
  return reply.status(500).send({ detail: MESSAGES.internal, code: ERROR_CODES.internal });
}

/**
 * One place that turns every error into the shapes the client reads. 4xx keep
 * a user-facing message; 5xx are logged in full and answered generically, so
 * no stack trace or SQL ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (await callerGone(error, request)) {
      return reply.status(401).send(AuthError.tokenNotValid(AUTH_MESSAGES.userGone).body());
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.options.headers ?? {})) {
        reply.header(name, value);
      }
      return reply.status(error.statusCode).send(error.body());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: code, body } = clientErrorBody(error, request);
      request.log.info({ err: error }, 'client error');
      return reply.status(code).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal, code: ERROR_CODES.internal });
  });
});
