// Search: the SearchIndex port, its PostgreSQL and Meilisearch adapters, and the entry points
// the API, website, publishing and admin CLI use. docs/search.md explains ranking and operations.
export { searchSkills } from "./search-skills";
export { suggestSkills } from "./suggest-skills";
export { searchWithVerdictCounts, type VerdictCounts } from "./search-with-verdict-counts";
export type { SearchCaller } from "./charge-search";
export { searchCacheStats, clearSearchCache } from "./cached-search";
export { readSearchGeneration } from "@/lib/cache/search/read-search-generation";
export { markHighlights } from "./mark-highlights";
export { reindexSearch } from "./reindex-search";
export { refreshSearchCounters } from "./refresh-search-counters";
export { checkSearchHealth } from "./check-search-health";
export { searchQuerySchema, type SearchQueryInput, type SearchSort } from "./schemas/search-query";
export type { SearchResult, SearchFacets } from "./types";
