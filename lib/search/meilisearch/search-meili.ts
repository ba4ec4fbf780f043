// One search page from Meilisearch. The exact slug/name lookup runs in the same multi-search
// request, so an exact match leads page one exactly as in PostgreSQL; pages are offsets.
import type { Meilisearch, MultiSearchParams, MultiSearchQuery } from "meilisearch";
import { SEARCH_TOTAL_CAP, type BackendPage, type FacetName, type ResolvedSearchQuery, type SearchFacets } from "../types";
import { fromMeiliHit, HIT_ATTRIBUTES, type MeiliHit } from "./meili-document";
import { exactFilter, meiliFilter } from "./meili-filter";

const SORT: Record<ResolvedSearchQuery["sort"], string[] | undefined> = {
  relevance: undefined,
  downloads: ["downloads:desc"],
  stars: ["stars:desc"],
  trending: ["trending:desc", "rankScore:desc"],
  newest: ["createdAt:desc"],
  updated: ["publishedAt:desc"],
};

const FACET_ATTRIBUTE: Record<FacetName, string> = {
  tags: "topics",
  categories: "categories",
  os: "os",
  bins: "bins",
  verdict: "verdict",
  owner: "ownerHandle",
};

function facetsFrom(distribution: Record<string, Record<string, number>> | undefined, names: FacetName[]): SearchFacets {
  return Object.fromEntries(
    names.map((name) => [
      name,
      Object.entries(distribution?.[FACET_ATTRIBUTE[name]] ?? {})
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
        .slice(0, 20),
    ]),
  );
}

export async function searchMeili(client: Meilisearch, uid: string, query: ResolvedSearchQuery): Promise<BackendPage> {
  const offset = query.after && "offset" in query.after ? query.after.offset : 0;
  const filter = meiliFilter(query);
  const withExact = query.sort === "relevance" && query.tokens.length > 0;
  const base = { indexUid: uid, attributesToRetrieve: [...HIT_ATTRIBUTES] };
  const queries: MultiSearchQuery[] = [
    {
      ...base,
      q: query.q,
      filter,
      offset,
      limit: query.limit + 3,
      showRankingScore: true,
      sort: SORT[query.sort],
      matchingStrategy: "all",
      ...(query.facets?.length ? { facets: query.facets.map((name) => FACET_ATTRIBUTE[name]) } : {}),
    },
    ...(withExact ? [{ ...base, q: "", filter: [...filter, exactFilter(query)], limit: 2 }] : []),
  ];
  const { results } = await client.multiSearch<MultiSearchParams, MeiliHit>({ queries });
  const main = results[0]!;
  const exact = withExact ? results[1]!.hits : [];
  const exactIds = new Set(exact.map((hit) => hit.id));
  // Exact matches lead page one; on every page they are skipped where they would otherwise appear.
  const page: MeiliHit[] = offset === 0 ? exact.map((hit) => ({ ...hit, _rankingScore: 1 + (hit._rankingScore ?? 1) })) : [];
  let consumed = 0;
  for (const hit of main.hits) {
    if (page.length >= query.limit) break;
    consumed++;
    if (!exactIds.has(hit.id)) page.push(hit);
  }
  const more = main.hits.slice(consumed).some((hit) => !exactIds.has(hit.id));
  const estimated = main.estimatedTotalHits ?? main.totalHits ?? 0;
  const total = Math.max(estimated, page.length);
  return {
    hits: page.slice(0, query.limit).map(fromMeiliHit),
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: total >= SEARCH_TOTAL_CAP,
    next: more ? { offset: offset + consumed } : null,
    ...(query.facets?.length ? { facets: facetsFrom(main.facetDistribution, query.facets) } : {}),
  };
}
