// The one mapper from anything thrown to an HTTP status and JSON body.
// ZodError → 400 with field paths; AppError → its status; a Prisma unique violation → 409;
// text PostgreSQL cannot store (NUL, invalid UTF-8) → 400; an unreachable database → 503; a full
// disk → 507;
// anything else → 500 with a request id and no internals.
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

/** Every code along the chain: ours, Prisma's (P…), and the driver's (SQLSTATE, errno) that
 * Prisma keeps under meta.driverAdapterError.cause when it wraps a driver error. */
function allCodesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== "object" || error === null || depth > 5) return [];
  const record = error as { code?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  return [
    ...(typeof record.code === "string" ? [record.code] : []),
    ...allCodesOf(record.cause, depth + 1),
    ...allCodesOf(record.meta?.driverAdapterError, depth + 1),
  ];
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === "P2002" || code === "23505";
}

// 22021 invalid byte sequence (e.g. a NUL in a string), 22P05 untranslatable character: only
// request text ever reaches a query unchecked like that, so it is the caller's input, not our fault.
function isUnstorableText(error: unknown): boolean {
  return allCodesOf(error).some((code) => code === "22021" || code === "22P05");
}

// 53100 disk_full from PostgreSQL or PGlite, ENOSPC from the file system under either.
function isDiskFull(error: unknown): boolean {
  return (
    allCodesOf(error).some((code) => code === "53100" || code === "ENOSPC") || /No space left on device/i.test(error instanceof Error ? error.message : "")
  );
}

function isDatabaseUnavailable(error: unknown): boolean {
  if (allCodesOf(error).some((code) => CONNECTION_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : "";
  // "not queryable": node-postgres refusing a query on a client whose connection already died mid-transaction.
  return /ECONNREFUSED|Connection terminated|terminating connection|Can't reach database|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(
    message,
  );
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
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: "The request contains text that cannot be stored (a NUL character or invalid UTF-8)." } },
      headers: {},
      log: false,
    };
  }
  if (isDiskFull(error)) {
    return {
      status: 507,
      body: {
        error: { code: "STORAGE_FULL", message: "The server's database storage is full; nothing was saved. Retry once space has been freed.", requestId },
      },
      headers: { "Retry-After": "60" },
      log: true,
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
