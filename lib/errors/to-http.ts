// The one mapper from anything thrown to an HTTP status and JSON body.
// ZodError → 400 with field paths; AppError → its status; a Prisma unique violation → 409;
// an unreachable database → 503; anything else → 500 with a request id and no internals.
import { ZodError } from "zod";
import { AppError } from "./app-error";
import type { ErrorCode } from "./codes";

export type ErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown; requestId?: string };
};

export type HttpError = { status: number; body: ErrorBody; headers: Record<string, string>; log: boolean };

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "08006", "08001", "08003", "P1001", "P1017", "P2024"]);

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const record = error as { code?: unknown; cause?: unknown };
  if (typeof record.code === "string") return record.code;
  return errorCodeOf(record.cause);
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === "P2002" || code === "23505";
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code && CONNECTION_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return /ECONNREFUSED|Connection terminated|terminating connection|Can't reach database|the database system is (starting up|shutting down)/i.test(message);
}

export function toHttp(error: unknown, requestId: string): HttpError {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    if (!error.isUserError) body.error.requestId = requestId;
    return { status: error.status, body, headers: error.headers, log: !error.isUserError };
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message }));
    return {
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", message: "The request did not match the expected shape.", details } },
      headers: {},
      log: false,
    };
  }
  if (isUniqueViolation(error)) {
    return {
      status: 409,
      body: { error: { code: "CONFLICT", message: "That change conflicts with an existing record; retry or pick another name." } },
      headers: {},
      log: false,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: { code: "SERVICE_UNAVAILABLE", message: "The database is unavailable; retry shortly.", requestId } },
      headers: { "Retry-After": "2" },
      log: true,
    };
  }
  return {
    status: 500,
    body: { error: { code: "INTERNAL", message: "Something went wrong on our side. Quote the request id if you report it.", requestId } },
    headers: {},
    log: true,
  };
}
