// The OpenAPI 3.1 document: valid per a real validator, served at /api/v1/openapi.json, and
// complete: every route file under app/api/v1 (and every method it exports) is documented.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/openapi.json/route";
import { allRouteDocs, getOpenApiDocument } from "@/lib/openapi";
import { callRoute } from "../auth/call-route";

const repo = path.resolve(import.meta.dirname, "../../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(name) ? [full] : [];
  });
}

/** `app/api/v1/skills/[slug]/route.ts` → `/api/v1/skills/{slug}`; route groups `(x)` vanish. */
function openApiPath(file: string): string {
  const segments = path
    .relative(path.join(repo, "app"), path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment));
  return `/${segments.map((segment) => segment.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}")).join("/")}`;
}

/** HTTP methods a route module exports (`export const GET =`, `export async function POST`, `export { GET, POST as PUT }`). */
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return METHODS.filter((method) => found.has(method));
}

describe("OpenAPI document", () => {
  const document = getOpenApiDocument({ serverUrl: "http://hub.test" });

  test("documents every route file under app/api/v1, method by method", () => {
    const files = routeFiles(path.join(repo, "app", "api", "v1"));
    expect(files.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const file of files) {
      const route = openApiPath(file);
      for (const method of exportedMethods(readFileSync(file, "utf8"))) {
        const item = document.paths[route] as Record<string, unknown> | undefined;
        if (!item?.[method.toLowerCase()]) missing.push(`${method} ${route} (${path.relative(repo, file)})`);
      }
    }
    expect(missing, "add the route's schema module (lib/api-schemas/routes) to lib/openapi/registry.ts").toEqual([]);
  });

  test("documents no route that does not exist", () => {
    const files = [...routeFiles(path.join(repo, "app", "api")), ...routeFiles(path.join(repo, "app", ".well-known"))];
    const existing = new Set(
      files.flatMap((file) => exportedMethods(readFileSync(file, "utf8")).map((method) => `${method.toLowerCase()} ${openApiPath(file)}`)),
    );
    const stale = allRouteDocs()
      .map((doc) => `${doc.method} ${doc.path}`)
      .filter((key) => !existing.has(key));
    expect(stale).toEqual([]);
  });

  test("is valid OpenAPI 3.1 with unique operation ids and declared path parameters", async () => {
    await SwaggerParser.validate(structuredClone(document) as never);
    const ids = allRouteDocs().map((doc) => doc.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [route, item] of Object.entries(document.paths)) {
      const placeholders = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(item as Record<string, { parameters: Array<{ name: string; in: string }> }>)) {
        expect(
          operation.parameters
            .filter((p) => p.in === "path")
            .map((p) => p.name)
            .sort(),
          route,
        ).toEqual(placeholders);
      }
    }
  });

  test("is served at /api/v1/openapi.json for the requesting host", async () => {
    const response = await callRoute(GET, "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const body = (await response.json()) as typeof document;
    expect(body.openapi).toBe("3.1.0");
    expect(body.servers).toEqual([{ url: "http://hub.test" }]);
    const changes = (body.paths["/api/v1/changes"] as { get: { parameters: Array<{ name: string; schema: { maximum?: number } }> } }).get;
    expect(changes.parameters.find((p) => p.name === "limit")?.schema.maximum).toBe(500);
  });
});
