// Owner-qualified skill names: DevClaw and other clients send `slug=owner/slug` (or `@owner/slug`,
// or `owner%2Fslug` in a path) where ClawHub's CLI sends `slug` plus `ownerHandle`. withApi rewrites
// the qualified form into the plain one before any schema sees the request, so every route with a
// slug accepts both and each route's own ownerHandle check applies. The owner is never dropped:
// a route that cannot check one refuses a qualified name, and a qualified owner that disagrees
// with an explicit ownerHandle/owner is an error rather than a guess (either guess could install
// someone else's skill).
import { z } from "zod";
import { AppError } from "@/lib/errors";

const QUALIFIED = /^\s*@?([A-Za-z0-9][A-Za-z0-9_.-]{0,127})\s*\/\s*([^/\s]+)\s*$/;

/** {owner, slug} for "owner/slug", "@owner/slug" or "owner%2Fslug"; null for a plain slug. */
export function splitQualifiedSlug(value: string): { owner: string; slug: string } | null {
  const match = QUALIFIED.exec(value.replace(/%2f/gi, "/"));
  return match ? { owner: match[1]!.toLowerCase(), slug: match[2]! } : null;
}

function acceptsOwner(schema: z.ZodType | undefined): boolean {
  return schema instanceof z.ZodObject && "ownerHandle" in schema.shape;
}

function normalizedOwner(value: unknown): string | undefined {
  return typeof value === "string" ? value.trim().replace(/^@+/, "").toLowerCase() || undefined : undefined;
}

function mergeOwner(target: Record<string, unknown>, owner: string, schema: z.ZodType | undefined, where: string): void {
  if (!acceptsOwner(schema)) {
    throw new AppError("VALIDATION_FAILED", `This route takes a plain slug; send the owner separately or use the plain slug.`, {
      details: [{ path: where, message: "owner-qualified slug not accepted here" }],
    });
  }
  for (const key of ["ownerHandle", "owner"]) {
    const given = normalizedOwner(target[key]);
    if (given && given !== owner) {
      throw new AppError("VALIDATION_FAILED", `The slug names owner '${owner}' but ${key} says '${given}'.`, {
        details: [{ path: key, message: "conflicts with the owner in the slug" }],
      });
    }
  }
  target.ownerHandle = owner;
}

/** Rewrites path params and query in place (copies are returned); the owner goes where the route reads it. */
export function qualifyRequestSlug(input: { params: Record<string, unknown>; query: Record<string, unknown>; querySchema: z.ZodType | undefined }): void {
  for (const [source, where] of [
    [input.params, "params.slug"],
    [input.query, "query.slug"],
  ] as const) {
    if (typeof source.slug !== "string") continue;
    const split = splitQualifiedSlug(source.slug);
    if (!split) continue;
    source.slug = split.slug;
    mergeOwner(input.query, split.owner, input.querySchema, where);
  }
}

/** The same for a JSON body's `slug` (telemetry, legacy delete): the owner goes into the body. */
export function qualifyBodySlug(body: unknown, schema: z.ZodType | undefined): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (typeof record.slug !== "string") return body;
  const split = splitQualifiedSlug(record.slug);
  if (!split) return body;
  const copy: Record<string, unknown> = { ...record, slug: split.slug };
  mergeOwner(copy, split.owner, schema, "body.slug");
  return copy;
}
