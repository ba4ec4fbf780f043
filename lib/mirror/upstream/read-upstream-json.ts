// An upstream JSON answer, validated: the bytes parse as JSON and match the route's schema, or the
// answer is UPSTREAM_INVALID (which field, never what the upstream wrote).
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import type { UpstreamResponse } from "./upstream-client";

/** Largest JSON answer we read (a page of 1000 list items is far below it). */
export const MAX_JSON_BYTES = 8 * 1024 * 1024;

export function parseUpstreamJson<S extends z.ZodType>(response: UpstreamResponse, schema: S, what: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(response.bytes));
  } catch {
    throw new AppError("UPSTREAM_INVALID", `The upstream's ${what} is not JSON (HTTP ${response.status}).`, { details: { what, status: response.status } });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.slice(0, 3).map((issue) => issue.path.join(".") || "(root)");
    throw new AppError("UPSTREAM_INVALID", `The upstream's ${what} does not have the expected shape (${fields.join(", ")}).`, { details: { what, fields } });
  }
  return parsed.data;
}

/** The answer of a status the caller did not expect, as an error. */
export function unexpectedStatus(response: UpstreamResponse, what: string): AppError {
  return new AppError("UPSTREAM_INVALID", `The upstream answered HTTP ${response.status} for ${what}.`, { details: { what, status: response.status } });
}
