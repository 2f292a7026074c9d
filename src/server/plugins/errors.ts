import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '../../shared/api/errors';
import { HttpError } from '../http/http-error';

export const MESSAGES = {
  invalid: '入力内容に誤りがあります。',
  malformedJson: 'リクエストの JSON を読み取れませんでした。',
  notFound: '見つかりませんでした。',
  payloadTooLarge: 'データが大きすぎます。',
  unsupportedMediaType: 'この形式のデータは受け付けられません。',
  internal: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
} as const;

/** Field path of a validation issue as the client reads it: `{"email": ["…"]}`. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.message ?? MESSAGES.invalid];
  }
  return fields;
}

function clientErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: { detail: MESSAGES.invalid, code: ERROR_CODES.invalid, ...fieldErrors(error) },
    };
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
 * One place that turns every error into the shapes the client reads. 4xx keep
 * a user-facing message; 5xx are logged in full and answered generically, so
 * no stack trace or SQL ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { detail: error.message, code: error.code, ...error.fields };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: code, body } = clientErrorBody(error);
      request.log.info({ err: error }, 'client error');
      return reply.status(code).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal, code: ERROR_CODES.internal });
  });
});
