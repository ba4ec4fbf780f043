// The WHERE clause shared by search, its count and its facets: what matches the words, and the filters.
// Conditions on words read the tsqueries from the `q` WITH entry (queryWordsCte, added by the statement that uses them).
import { Prisma } from "@/lib/db";
import { normalizeOs } from "../normalize-os";
import type { ResolvedSearchQuery } from "../types";

/** Typo tolerance (trigram word similarity on names) for words long enough to have a typo in them. */
export const TYPO_MIN_LENGTH = 5;

export function typoEligible(query: Pick<ResolvedSearchQuery, "tokens">): boolean {
  return query.tokens.some((token) => token.length >= TYPO_MIN_LENGTH);
}

/** Every word in slug, names, summary or topics (the last one as a prefix). */
export function headMatch(query: ResolvedSearchQuery, weight: "" | "A" = ""): Prisma.Sql {
  return Prisma.sql`d."headVector" @@ (SELECT ${Prisma.raw(weight === "A" ? "head_a" : "head")} FROM q)`;
}

/** The trigram test for names within a typo or two (only for words long enough to have one). */
export function typoMatch(query: ResolvedSearchQuery): Prisma.Sql | null {
  // Word similarity above pg_trgm.word_similarity_threshold (run-search-statement.ts), served by the
  // trigram index. Written in the index's own form (`col %> text`): PostgreSQL then trusts the bitmap
  // instead of re-checking a surrounding OR per row (which would unpack each large document vector).
  return typoEligible(query) ? Prisma.sql`d."nameText" %> ${query.tokens.join(" ")}` : null;
}

/** Whole words anywhere (description, body…) or an exact slug/name; with query.typos, typo'd names too. */
export function otherMatch(query: ResolvedSearchQuery, options: { typos?: boolean } = {}): Prisma.Sql {
  const typo = (options.typos ?? query.typos) ? typoMatch(query) : null;
  const exact = query.slugKey ? Prisma.sql` OR d.slug = ${query.slugKey}` : Prisma.empty;
  // Cheap tests first: rows the (lossy) trigram index hands back are re-checked against this whole
  // OR, and a name hit then settles it before the document vector is unpacked.
  return Prisma.sql`d."nameKey" = ${query.nameKey}${exact}${typo ? Prisma.sql` OR ${typo}` : Prisma.empty} OR d.document @@ (SELECT body FROM q)`;
}

export function matchCondition(query: ResolvedSearchQuery): Prisma.Sql | null {
  if (query.tokens.length === 0) return null;
  return Prisma.sql`(${headMatch(query)} OR ${otherMatch(query)})`;
}

export function filterConditions(query: ResolvedSearchQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.nonSuspiciousOnly) conditions.push(Prisma.sql`d.verdict = 'CLEAN'`);
  if (query.verdict?.length) conditions.push(Prisma.sql`d.verdict::text = ANY(${query.verdict.map((v) => v.toUpperCase())}::text[])`);
  if (query.tags?.length) conditions.push(Prisma.sql`d.topics @> ${query.tags}::text[]`);
  if (query.category?.length) conditions.push(Prisma.sql`d.categories @> ${query.category}::text[]`);
  if (query.runtime?.length) conditions.push(Prisma.sql`d.runtimes @> ${query.runtime}::text[]`);
  if (query.os?.length) conditions.push(Prisma.sql`d.os && ${query.os.map(normalizeOs)}::text[]`);
  if (query.bins?.length) conditions.push(Prisma.sql`d.bins @> ${query.bins}::text[]`);
  if (query.owner) conditions.push(Prisma.sql`d."ownerHandle" = ${query.owner}`);
  return conditions;
}

/** Whether the query filters on values (tags, owner…), beyond the fixed "clean only" condition. */
export function hasValueFilters(query: ResolvedSearchQuery): boolean {
  return filterConditions(query).length > (query.nonSuspiciousOnly ? 1 : 0);
}

/** Full WHERE clause (match + filters), or TRUE for an unfiltered browse. */
export function whereClause(query: ResolvedSearchQuery, extra: Prisma.Sql[] = []): Prisma.Sql {
  const match = matchCondition(query);
  const all = [...(match ? [match] : []), ...filterConditions(query), ...extra];
  return all.length ? Prisma.join(all, " AND ") : Prisma.sql`TRUE`;
}
