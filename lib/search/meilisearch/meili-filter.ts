// Our filters as a Meilisearch filter expression (array entries are ANDed, nested arrays ORed).
import type { ReadableAudience } from "@/lib/access";
import { normalizeOs } from "../normalize-os";
import type { ResolvedSearchQuery } from "../types";

/** A quoted filter value; backslash and double quote are escaped as Meilisearch's filter syntax expects. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * Who may find a document, always the first condition: public documents (and documents indexed
 * before documents said their visibility) for everyone; internal ones and the private ones of the
 * audience's publishers for an audience that reads them. The index holds every listed skill.
 */
export function audienceFilter(audience: ReadableAudience | undefined): string {
  const open = `visibility NOT IN ["internal", "private"]`;
  if (!audience) return open;
  const internal = audience.internal ? ` OR visibility = "internal"` : "";
  const owners = audience.owners.length ? ` OR (visibility = "private" AND ownerId IN [${audience.owners.map(quote).join(", ")}])` : "";
  return internal || owners ? `(${open}${internal}${owners})` : open;
}

export function meiliFilter(
  query: Pick<ResolvedSearchQuery, "nonSuspiciousOnly" | "verdict" | "tags" | "category" | "runtime" | "os" | "bins" | "owner" | "audience">,
): Array<string | string[]> {
  const filter: Array<string | string[]> = [audienceFilter(query.audience)];
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
