// Our filters as a Meilisearch filter expression (array entries are ANDed, nested arrays ORed).
import { normalizeOs } from "../normalize-os";
import type { ResolvedSearchQuery } from "../types";

/** A quoted filter value; backslash and double quote are escaped as Meilisearch's filter syntax expects. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function meiliFilter(
  query: Pick<ResolvedSearchQuery, "nonSuspiciousOnly" | "verdict" | "tags" | "category" | "runtime" | "os" | "bins" | "owner">,
): Array<string | string[]> {
  const filter: Array<string | string[]> = [];
  if (query.nonSuspiciousOnly) filter.push(`verdict = "clean"`);
  if (query.verdict?.length) filter.push(query.verdict.map((verdict) => `verdict = ${quote(verdict)}`));
  for (const tag of query.tags ?? []) filter.push(`topics = ${quote(tag)}`);
  for (const category of query.category ?? []) filter.push(`categories = ${quote(category)}`);
  for (const runtime of query.runtime ?? []) filter.push(`runtimes = ${quote(runtime)}`);
  if (query.os?.length) filter.push(query.os.map((os) => `os = ${quote(normalizeOs(os))}`));
  for (const bin of query.bins ?? []) filter.push(`bins = ${quote(bin)}`);
  if (query.owner) filter.push(`ownerHandle = ${quote(query.owner)}`);
  return filter;
}

/** The exact-match lookup: this slug or this display name, clean skills only. */
export function exactFilter(query: Pick<ResolvedSearchQuery, "slugKey" | "nameKey">): string {
  const either = [query.slugKey ? `slug = ${quote(query.slugKey)}` : null, `nameKey = ${quote(query.nameKey)}`].filter(Boolean).join(" OR ");
  return `(${either}) AND verdict = "clean"`;
}
