import { ERROR_CODES, type ErrorBody } from '../../shared/api/errors';

export type HttpErrorOptions = {
  /** Machine-readable codes per field, beside the messages: `{"codes": {"email": ["email_taken"]}}`. */
  codes?: Record<string, string[]>;
  /** Response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
  /** Extra string members of the body, e.g. `error` that the SPEC's Google client reads. */
  extra?: Record<string, string>;
};

/**
 * An error a service throws to answer the client with a status and a message
 * in the user's language. plugins/errors.ts writes it as
 * `{detail, code, <field>: [message], codes?, …extra}`. Anything else that
 * escapes a handler is a 500 with a generic message: its text never reaches
 * the client.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The body the client reads: `{detail, code, <field>: [message], codes?, …extra}`. */
  body(): ErrorBody {
    const { codes, extra } = this.options;
    const body: ErrorBody = { detail: this.message, code: this.code, ...this.fields, ...extra };
    if (codes) body.codes = codes;
    return body;
  }

  static notFound(message = '見つかりませんでした。'): HttpError {
    return new HttpError(404, ERROR_CODES.notFound, message);
  }

  static badRequest(message: string, fields?: Record<string, string[]>): HttpError {
    return new HttpError(400, ERROR_CODES.invalid, message, fields);
  }
}
