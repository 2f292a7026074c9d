import { ERROR_CODES } from '../../shared/api/errors';

/**
 * An error a service throws to answer the client with a status and a message
 * in the user's language. Anything else that escapes a handler is a 500 with a
 * generic message: its text never reaches the client.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static notFound(message = '見つかりませんでした。'): HttpError {
    return new HttpError(404, ERROR_CODES.notFound, message);
  }

  static badRequest(message: string, fields?: Record<string, string[]>): HttpError {
    return new HttpError(400, ERROR_CODES.invalid, message, fields);
  }
}
