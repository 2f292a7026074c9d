import type { FieldErrorCode } from '../../shared/api/auth';
import { ERROR_CODES } from '../../shared/api/errors';
import { HttpError, type HttpErrorOptions } from '../http/http-error';
import { AUTH_MESSAGES, FIELD_MESSAGES } from './messages';

/**
 * The auth routes' errors: field errors carry their codes (FIELD_ERROR_CODES),
 * a 429 carries Retry-After. Written by the app's one error handler.
 */
export class AuthError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    options: HttpErrorOptions = {},
  ) {
    super(statusCode, code, message, fields, options);
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
