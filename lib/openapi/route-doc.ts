// What a route schema module tells the OpenAPI document about one operation. The zod schemas
// here are the ones the handler passes to withApi (params, query, body) and the one its response
// is checked against in tests, so the document cannot drift from the code.
import type { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";
import type { ErrorCode } from "@/lib/errors";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type ResponseDoc = {
  description: string;
  /** JSON body schema (application/json unless contentType says otherwise). */
  schema?: z.ZodType;
  contentType?: string;
  /** Binary or text bodies described in words (zips, SARIF from the scanner, XML). */
  format?: "binary" | "text";
  headers?: Record<string, string>;
};

export type RouteDoc = {
  method: HttpMethod;
  /** OpenAPI path with {param} placeholders, e.g. /api/v1/skills/{slug}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Mirrors withApi: "required" when scopes are given; default "optional". */
  auth?: "none" | "optional" | "required";
  scopes?: Scope[];
  /** false when withApi's rateLimit is false. */
  rateLimited?: boolean;
  /** Objects (possibly with transforms): their input JSON Schema's properties become parameters. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: { schema: z.ZodType; contentType?: string; description?: string };
  responses: Record<number, ResponseDoc>;
  /** Error codes this route answers with besides the ones every route may (validation, rate limit, internal). */
  errors?: ErrorCode[];
  /** "clawhub-text": errors are text/plain (the message, as ClawHub answers) with the code in X-Error-Code (lib/http/with-clawhub-api.ts). Default "json". */
  errorFormat?: "json" | "clawhub-text";
};
