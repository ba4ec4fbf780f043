// Browse and search URLs ↔ searchSkills input. Filters live in the query string (shareable, and
// the filter form is a plain GET form); bad values become a message, never a 500.
import { searchQuerySchema, type SearchQueryInput, type SearchSort } from "@/lib/search";

export type CatalogParams = Record<string, string | string[] | undefined>;

export type CatalogQuery = {
  q: string;
  sort: SearchSort;
  tags: string[];
  os: string[];
  bins: string[];
  verdict: Array<"clean" | "suspicious">;
  cursor: string | undefined;
};

const list = (value: string | string[] | undefined) => [
  ...new Set(
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

export function readCatalogQuery(params: CatalogParams, defaultSort: SearchSort): { query: CatalogQuery; error: string | null } {
  const raw = {
    q: typeof params.q === "string" ? params.q : undefined,
    sort: typeof params.sort === "string" ? params.sort : defaultSort,
    tags: list(params.tags ?? params.tag),
    os: list(params.os),
    bins: list(params.bins),
    verdict: list(params.verdict),
    cursor: typeof params.cursor === "string" ? params.cursor : undefined,
  };
  const parsed = searchQuerySchema.safeParse({ ...raw, tags: raw.tags, os: raw.os, bins: raw.bins, verdict: raw.verdict });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] ? String(issue.path[0]) : "query";
    return {
      query: { q: (raw.q ?? "").slice(0, 200), sort: defaultSort, tags: [], os: [], bins: [], verdict: [], cursor: undefined },
      error: `Some filters were not understood (${field}) and were reset.`,
    };
  }
  const data = parsed.data;
  return {
    query: {
      q: data.q ?? "",
      sort: data.sort,
      tags: data.tags ?? [],
      os: data.os ?? [],
      bins: data.bins ?? [],
      verdict: data.verdict ?? [],
      cursor: data.cursor,
    },
    error: null,
  };
}

export function toSearchInput(query: CatalogQuery, limit = 24): SearchQueryInput {
  return {
    q: query.q || undefined,
    sort: query.sort,
    tags: query.tags.length ? query.tags : undefined,
    os: query.os.length ? query.os : undefined,
    bins: query.bins.length ? query.bins : undefined,
    verdict: query.verdict.length ? query.verdict : undefined,
    // Suspicious skills are left out unless someone asks for them.
    nonSuspiciousOnly: !query.verdict.includes("suspicious"),
    cursor: query.cursor,
    limit,
    // Verdict counts come from a search without the verdict filter (run-catalog-search.ts).
    facets: ["tags", "os", "bins"],
  };
}

/** The URL for this query with some parts changed (a new page starts over: no cursor unless given). */
export function catalogHref(path: string, query: CatalogQuery, change: Partial<CatalogQuery> = {}, defaultSort?: SearchSort): string {
  const next = { ...query, cursor: undefined, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== defaultSort) params.set("sort", next.sort);
  if (next.tags.length) params.set("tags", next.tags.join(","));
  if (next.os.length) params.set("os", next.os.join(","));
  if (next.bins.length) params.set("bins", next.bins.join(","));
  if (next.verdict.length) params.set("verdict", next.verdict.join(","));
  if (next.cursor) params.set("cursor", next.cursor);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
