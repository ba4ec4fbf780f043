// Search: the SearchIndex port, its PostgreSQL and Meilisearch adapters, and the entry points
// the API, website, publishing and admin CLI use. docs/search.md explains ranking and operations.
export { searchSkills } from "./search-skills";
export { suggestSkills } from "./suggest-skills";
export { searchCacheStats, clearSearchCache, searchCacheEnabled } from "./cached-search";
export { readSearchGeneration } from "@/lib/cache/search/read-search-generation";
export { markHighlights } from "./mark-highlights";
export { syncSearchDocument } from "./sync-search-document";
export { refreshSkillSearch } from "./refresh-skill-search";
export { enqueueSearchUpdate } from "./enqueue-search-update";
export { reindexSearch, type ReindexReport } from "./reindex-search";
export { refreshSearchCounters } from "./refresh-search-counters";
export { checkSearchHealth, getOutboxLag, type SearchHealth, type OutboxLag } from "./check-search-health";
export { getSearchBackends, meiliConfigured } from "./get-search-backends";
export { searchQuerySchema, SEARCH_SORTS, SEARCH_MAX_LIMIT, FACET_NAMES, type SearchQueryInput, type SearchSort } from "./schemas/search-query";
export { suggestQuerySchema, SUGGEST_MAX_LIMIT, type SuggestQueryInput } from "./schemas/suggest-query";
export type { SearchIndex } from "./search-index";
export type { SearchResult, SearchHit, SearchFacets, FacetCount, HighlightRange, SuggestHit, SearchDocument } from "./types";
