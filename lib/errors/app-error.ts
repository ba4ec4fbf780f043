// The one error type the domain throws. `code` is stable and machine-readable; `message`
// is for people; `details` carries structured context (offending path, findings, ...).
import { errorCodes, type ErrorCode } from "./codes";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Extra response headers (e.g. Retry-After on RATE_LIMITED). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** "The publisher's fault" (4xx, shown to the author) vs ours (5xx, retryable, logged). */
  get isUserError(): boolean {
    return errorCodes[this.code].fault === "user";
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
