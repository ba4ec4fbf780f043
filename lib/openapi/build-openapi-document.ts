// Builds the OpenAPI 3.1 document from the route docs (lib/openapi/registry.ts). JSON Schema comes
// from zod 4's own converter: request parts as their input type (what a client sends), responses
// as their output type (what the handler returns).
import { z } from "zod";
import { errorCodes, type ErrorCode } from "@/lib/errors/codes";
import { RATE_LIMIT_WINDOW_MS, rateLimits } from "@/lib/ratelimit";
import { errorBodySchema } from "./error-body-schema";
import type { RouteDoc } from "./route-doc";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const converted = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === "path" || (converted.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest };
  });
}

const RATE_HEADERS = {
  "RateLimit-Limit": { description: "Requests allowed in the current window.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets.", schema: { type: "integer" } },
};

function errorResponses(route: RouteDoc): Record<string, unknown> {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (route.params || route.query || route.body) codes.add("VALIDATION_FAILED");
  if (route.auth === "required" || (route.scopes?.length ?? 0) > 0) codes.add("UNAUTHENTICATED").add("TOKEN_INVALID");
  if ((route.scopes?.length ?? 0) > 0) codes.add("FORBIDDEN");
  if (route.rateLimited !== false) codes.add("RATE_LIMITED");
  codes.add("INTERNAL");
  const text = route.errorFormat === "clawhub-text";
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorCodes[code].status, [...(byStatus.get(errorCodes[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: `Error: ${list.join(", ")}.`,
          headers: {
            ...(status === 429 ? { ...RATE_HEADERS, "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } } } : {}),
            ...(text ? { "X-Error-Code": { description: "The stable error code.", schema: { type: "string", enum: list } } } : {}),
          },
          content: text
            ? { "text/plain": { schema: { type: "string", description: "A message the clawhub CLI shows as is." } } }
            : { "application/json": { schema: jsonSchema(errorBodySchema(list), "output") } },
        },
      ]),
  );
}

function responseContent(doc: RouteDoc["responses"][number]) {
  if (doc.schema) return { [doc.contentType ?? "application/json"]: { schema: jsonSchema(doc.schema, "output") } };
  if (doc.format)
    return {
      [doc.contentType ?? "application/octet-stream"]: { schema: { type: "string", ...(doc.format === "binary" ? { contentEncoding: "binary" } : {}) } },
    };
  return undefined;
}

function operation(route: RouteDoc) {
  const responses: Record<string, unknown> = {};
  for (const [status, doc] of Object.entries(route.responses)) {
    const content = responseContent(doc);
    const headers = {
      ...(route.rateLimited !== false ? RATE_HEADERS : {}),
      ...Object.fromEntries(Object.entries(doc.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: "string" } }])),
    };
    responses[status] = { description: doc.description, ...(Object.keys(headers).length ? { headers } : {}), ...(content ? { content } : {}) };
  }
  Object.assign(responses, errorResponses(route));
  const needsAuth = route.auth === "required" || (route.scopes?.length ?? 0) > 0;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            ...(route.body.description ? { description: route.body.description } : {}),
            content: { [route.body.contentType ?? "application/json"]: { schema: jsonSchema(route.body.schema, "input") } },
          },
        }
      : {}),
    responses,
    // Optional auth: anonymous works, credentials add what the caller may see.
    security: route.auth === "none" ? [] : needsAuth ? [{ bearerToken: route.scopes ?? [] }, { session: [] }] : [{}, { bearerToken: [] }, { session: [] }],
    ...(route.scopes?.length ? { "x-scopes": route.scopes } : {}),
  };
}

export function buildOpenApiDocument(input: { routes: readonly RouteDoc[]; serverUrl: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of input.routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`OpenAPI: ${route.method.toUpperCase()} ${route.path} is documented twice`);
    item[route.method] = operation(route);
  }
  const limits = Object.entries(rateLimits)
    .map(([name, limit]) => `${name}: ${limit.perIp}/min per IP, ${limit.perUser}/min per user`)
    .join("; ");
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Skillvault API",
      version: input.version,
      description: `ClawHub-compatible skill registry API plus Skillvault's trust routes (signed statements, scan and validation reports, install hints, change feed). Errors are JSON \`{ "error": { "code", "message", "details" } }\` with stable codes. Rate limits per ${RATE_LIMIT_WINDOW_MS / 1000}s window (${limits}); every limited response carries RateLimit-* headers and a 429 carries Retry-After.`,
    },
    servers: [{ url: input.serverUrl }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer", description: "An API token (settings, `hub token create`, or the clawhub device flow)." },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "A signed-in browser session (writes need a same-origin request).",
        },
      },
    },
  };
}
