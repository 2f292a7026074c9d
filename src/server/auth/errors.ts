import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrorCode } from '../../shared/api/auth';
import { ERROR_CODES } from '../../shared/api/errors';
import { HttpError } from '../http/http-error';
import { AUTH_MESSAGES, FIELD_MESSAGES } from './messages';

type AuthErrorOptions = {
  codes?: Record<string, FieldErrorCode[]>;
  headers?: Record<string, string>;
  /** Extra string members of the body, e.g. `error` for the Google call. */
  extra?: Record<string, string>;
};

/**
 * An HttpError whose body may carry field-error codes, response headers
 * (Retry-After) and extra members. The auth routes' error handler writes it;
 * anywhere else it still answers as a plain HttpError.
 */
export class AuthError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    readonly options: AuthErrorOptions = {},
  ) {
    super(statusCode, code, message, fields);
    this.name = 'AuthError';
  }

  static notAuthenticated(): AuthError {
    return new AuthError(401, ERROR_CODES.notAuthenticated, AUTH_MESSAGES.notAuthenticated);
  }

  static tokenNotValid(message: string = AUTH_MESSAGES.tokenNotValid): AuthError {
    return new AuthError(401, ERROR_CODES.tokenNotValid, message);
  }

  static rateLimited(retryAfterSeconds: number): AuthError {
    return new AuthError(429, ERROR_CODES.rateLimited, AUTH_MESSAGES.rateLimited, undefined, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

/** Collects field errors, each message with its code, in the order they were found. */
export class FieldErrors {
  private readonly byField = new Map<string, FieldErrorCode[]>();

  add(field: string, code: FieldErrorCode): this {
    const codes = this.byField.get(field) ?? [];
    if (!codes.includes(code)) codes.push(code);
    this.byField.set(field, codes);
    return this;
  }

  has(field: string): boolean {
    return this.byField.has(field);
  }

  get empty(): boolean {
    return this.byField.size === 0;
  }

  toError(statusCode = 400): AuthError {
    const fields: Record<string, string[]> = {};
    const codes: Record<string, FieldErrorCode[]> = {};
    for (const [field, list] of this.byField) {
      fields[field] = list.map((code) => FIELD_MESSAGES[code]);
      codes[field] = [...list];
    }
    return new AuthError(statusCode, ERROR_CODES.invalid, AUTH_MESSAGES.fieldErrors, fields, {
      codes,
    });
  }

  /** Throws when any error was added. */
  throwIfAny(statusCode = 400): void {
    if (!this.empty) throw this.toError(statusCode);
  }
}

export function fieldError(field: string, code: FieldErrorCode, statusCode = 400): AuthError {
  return new FieldErrors().add(field, code).toError(statusCode);
}

function valueAt(body: unknown, dottedPath: string): unknown {
  let value = body;
  for (const key of dottedPath.split('.').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Schema validation failures with codes: a missing member is `required`, anything else `invalid`. */
function validationError(error: FastifyError, body: unknown): AuthError {
  const fields: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode[]> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const key = field || 'non_field_errors';
      const missing = valueAt(body, field) === undefined;
      const code: FieldErrorCode = missing ? 'required' : 'invalid';
      const message = missing ? FIELD_MESSAGES.required : (issue.message ?? FIELD_MESSAGES.invalid);
      fields[key] = [...(fields[key] ?? []), message];
      codes[key] = [...(codes[key] ?? []), code];
    }
  }
  return new AuthError(400, ERROR_CODES.invalid, AUTH_MESSAGES.fieldErrors, fields, { codes });
}

/**
 * Error handler of the auth routes: writes AuthError bodies (codes, headers)
 * and schema failures with codes. Everything else goes on to the app's
 * handler (src/server/plugins/errors.ts), which a throw from here reaches.
 */
export function authErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const known =
    error instanceof AuthError
      ? error
      : error.validation && error.validationContext === 'body'
        ? validationError(error, request.body)
        : undefined;
  if (!known) throw error;
  for (const [name, value] of Object.entries(known.options.headers ?? {})) {
    reply.header(name, value);
  }
  const body: Record<string, unknown> = {
    detail: known.message,
    code: known.code,
    ...known.fields,
    ...(known.options.codes && { codes: known.options.codes }),
    ...known.options.extra,
  };
  return reply.status(known.statusCode).send(body);
}
