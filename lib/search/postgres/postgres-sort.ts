// Sort keys per sort order, all descending so a page boundary is one row comparison
// `(k1, k2, …) < (v1, v2, …)`; the skill id breaks ties so pages never overlap or skip.
import { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ResolvedSearchQuery } from "../types";

// `cast` matches the column type, so a page boundary can still walk the sort index.
export type SortKey = { sql: Prisma.Sql; type: "int" | "float8" | "text" | "timestamp" };

const id: SortKey = { sql: Prisma.sql`d."skillId"`, type: "text" };

export function sortKeys(query: ResolvedSearchQuery): SortKey[] {
  switch (query.sort) {
    case "relevance":
      return [
        // With words, the tier comes first (computed per branch in tiered-relevance-sql.ts).
        ...(query.tokens.length ? [{ sql: Prisma.sql`tier`, type: "int" as const }] : []),
        { sql: Prisma.sql`d."rankScore"`, type: "float8" },
        id,
      ];
    case "downloads":
      return [{ sql: Prisma.sql`d.downloads`, type: "int" }, id];
    case "stars":
      return [{ sql: Prisma.sql`d.stars`, type: "int" }, id];
    case "trending":
      return [{ sql: Prisma.sql`d.trending`, type: "int" }, id];
    case "newest":
      return [{ sql: Prisma.sql`d."createdAt"`, type: "timestamp" }, id];
    case "updated":
      return [{ sql: Prisma.sql`d."publishedAt"`, type: "timestamp" }, id];
  }
}

/**
 * Exactly what keyValues writes for a timestamp (toISOString). JavaScript's Date.parse also takes
 * "1", "Tue 1", "+275760-…" or February 30th, which PostgreSQL refuses (a 500 for a hand-made cursor).
 */
function isIsoTimestamp(value: string): boolean {
  const time = Date.parse(value);
  return /^\d{4}-/.test(value) && !Number.isNaN(time) && new Date(time).toISOString() === value;
}
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };

function invalidCursor(): AppError {
  return new AppError("SEARCH_CURSOR_INVALID", "This cursor does not fit this search.");
}

/** `(keys) < (values)` for the page after a cursor. */
export function keysetCondition(keys: SortKey[], values: Array<string | number>): Prisma.Sql {
  if (values.length !== keys.length) throw invalidCursor();
  const params = keys.map((key, index) => {
    const value = values[index];
    if (key.type === "float8") {
      if (typeof value !== "number" || !Number.isFinite(value)) throw invalidCursor();
      return Prisma.sql`${value}::float8`;
    }
    if (key.type === "int") {
      if (typeof value !== "number" || !Number.isInteger(value) || value < INT4.min || value > INT4.max) throw invalidCursor();
      return Prisma.sql`${value}::int`;
    }
    // PostgreSQL text cannot hold NUL.
    if (typeof value !== "string" || value.includes("\u0000")) throw invalidCursor();
    if (key.type === "timestamp") {
      if (!isIsoTimestamp(value)) throw invalidCursor();
      return Prisma.sql`${value}::timestamp(3)`;
    }
    return Prisma.sql`${value}`;
  });
  return Prisma.sql`(${Prisma.join(
    keys.map((key) => key.sql),
    ", ",
  )}) < (${Prisma.join(params, ", ")})`;
}

export function orderBy(keys: SortKey[]): Prisma.Sql {
  return Prisma.join(
    keys.map((key) => Prisma.sql`${key.sql} DESC`),
    ", ",
  );
}

/** The cursor values of a returned row, in key order (`k0`, `k1`, … as selected). */
export function keyValues(keys: SortKey[], row: Record<string, unknown>): Array<string | number> {
  return keys.map((key, index) => {
    const value = row[`k${index}`];
    if (value instanceof Date) return value.toISOString();
    // From JSON a timestamp(3) arrives as ISO text without a zone: it is UTC, as Prisma reads it.
    if (key.type === "timestamp" && typeof value === "string") return new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`).toISOString();
    return typeof value === "bigint" ? Number(value) : (value as string | number);
  });
}
