import { ERROR_HTTP_STATUS, type ErrorCode } from '@counsel/contracts';

/** What a 5xx says: never its internals. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one error type services throw; the error handler turns it into `{ error: { code, message, details } }`.
 * The code decides the HTTP status (`ERROR_HTTP_STATUS` in packages/contracts, ADR 014).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}
