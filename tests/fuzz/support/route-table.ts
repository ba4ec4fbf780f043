// Every route handler in app/ (API routes, legacy aliases, .well-known documents, the site's raw
// file and suggestion routes), found on disk so a new route is fuzzed without being listed here.
// Each entry carries the path template, its path parameters and the query keys the OpenAPI
// registry documents for it (lib/openapi/registry.ts), so values land on real parameters.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { allRouteDocs } from "@/lib/openapi/registry";

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type RouteEntry = {
  file: string;
  /** URL template, e.g. /api/v1/skills/[slug]/versions/[version] (route groups dropped). */
  template: string;
  method: string;
  params: Array<{ name: string; catchAll: boolean }>;
  queryKeys: string[];
  bodyKeys: string[];
  handler: Handler;
};

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) routeFiles(full, out);
    else if (name === "route.ts") out.push(full);
  }
  return out;
}

function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

export async function loadRoutes(): Promise<RouteEntry[]> {
  const docs = allRouteDocs();
  const entries: RouteEntry[] = [];
  for (const file of routeFiles(path.join(ROOT, "app"))) {
    const relative = path.relative(path.join(ROOT, "app"), path.dirname(file));
    const segments = relative.split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment));
    const template = `/${segments.join("/")}`;
    const params = segments.filter((s) => s.startsWith("[")).map((s) => ({ name: s.replace(/^\[(\.\.\.)?|\]$/g, ""), catchAll: s.startsWith("[...") }));
    const openapiPath = template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = module[method];
      if (typeof handler !== "function") continue;
      const doc = docs.find((d) => d.path === openapiPath && d.method === method.toLowerCase());
      entries.push({
        file: path.relative(ROOT, file),
        template,
        method,
        params,
        queryKeys: keysOf(doc?.query),
        bodyKeys: keysOf(doc?.body?.schema),
        handler: handler as Handler,
      });
    }
  }
  return entries;
}
