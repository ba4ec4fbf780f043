// Shapes shared by the search port, both adapters and the domain entry points.
import type { ReadableAudience, Visibility } from "@/lib/access";
import type { SearchQuery } from "./schemas/search-query";

export type SearchVerdict = "clean" | "suspicious";

/** One listed skill as every backend indexes it, built from the database by build-search-document.ts. */
export type SearchDocument = {
  skillId: string;
  slug: string;
  displayName: string;
  /** lower-cased display name with single spaces (exact-name matches) */
  nameKey: string;
  ownerHandle: string;
  summary: string;
  description: string;
  /** SKILL.md without its frontmatter, truncated */
  body: string;
  version: string;
  topics: string[];
  /** frontmatter categories of the latest version, else the topics */
  categories: string[];
  /** runtimes the latest version loads under as-is (agentskills, claude, openclaw, ash, agent-os, skills-sh) */
  runtimes: string[];
  /** the latest version's frontmatter name, lower-cased (lookups by name) */
  skillName: string;
  os: string[];
  bins: string[];
  verdict: SearchVerdict;
  downloads: number;
  installs: number;
  stars: number;
  /** installs over the last 7 days */
  trending: number;
  /** popularity + freshness (rank-score.ts): the order within a relevance tier */
  rankScore: number;
  createdAt: Date;
  publishedAt: Date;
  updatedAt: Date;
  /** Who finds it (lib/access listedAudience): absent or "public" for everyone; "internal" and
   * "private" documents are found only by searches that carry an audience reading them. */
  visibility?: Visibility;
  /** The publisher (user or org) whose people find a private document. */
  ownerId?: string;
};

export type FacetName = "tags" | "categories" | "os" | "bins" | "verdict" | "owner";
export type FacetCount = { value: string; count: number };
export type SearchFacets = Partial<Record<FacetName, FacetCount[]>>;

/** Where a page ends, per backend: PostgreSQL pages by key (sort values of the last hit), Meilisearch by offset. */
export type SearchPosition = { keyset: Array<string | number> } | { offset: number };

/** A query after validation, tokenising and cursor decoding: what an adapter receives. */
export type ResolvedSearchQuery = Omit<SearchQuery, "cursor" | "q"> & {
  q: string;
  /** Lower-cased query words without stop words, all of which must match (empty for a browse).
   * The last one also matches as a prefix. When every word found nothing, searchSkills retries
   * without the last word, and so on (Meilisearch's "last" matching strategy). */
  tokens: string[];
  /** For sorts other than relevance: also match names within a typo or two (PostgreSQL: trigram
   * similarity). searchSkills turns it on when the words find nothing. Relevance does the same
   * inside its query (typo matches as the last tier); Meilisearch always tolerates typos. */
  typos: boolean;
  /** Slug-shaped form of q for exact slug matches ("" when q cannot be a slug). */
  slugKey: string;
  /** Lower-cased q with single spaces, for exact display-name matches. */
  nameKey: string;
  after: SearchPosition | null;
  /** Set only for an actor that reads beyond the public (lib/access readsBeyondPublic): the
   * internal and private documents it finds too. Absent, a search is the public one, unchanged. */
  audience?: ReadableAudience;
};

export type BackendHit = {
  skillId: string;
  slug: string;
  displayName: string;
  summary: string;
  ownerHandle: string;
  version: string;
  verdict: SearchVerdict;
  /** Backend-specific; only its order is meaningful. */
  score: number;
};

export type BackendPage = {
  hits: BackendHit[];
  /** Exact up to SEARCH_TOTAL_CAP, then the cap with totalCapped = true. PostgreSQL also sets
   * totalCapped when it counted only what the page had to read (the best relevance tiers filled
   * it): `total` is then "at least". */
  total: number;
  totalCapped: boolean;
  /** Position after the last hit when more hits follow. */
  next: SearchPosition | null;
  facets?: SearchFacets;
};

export type HighlightRange = { start: number; end: number };

export type SearchHit = BackendHit & {
  /** UTF-16 offsets of matched words in displayName / summary; render with markHighlights(). */
  highlights: { displayName?: HighlightRange[]; summary?: HighlightRange[] };
};

export type SearchResult = {
  hits: SearchHit[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  facets?: SearchFacets;
  /** Which backend answered ("postgres" also when Meilisearch failed and we fell back). */
  backend: "postgres" | "meilisearch";
};

export type ResolvedSuggestQuery = { prefix: string; tokens: string[]; limit: number; nonSuspiciousOnly: boolean; audience?: ReadableAudience };

export type SuggestHit = { skillId: string; slug: string; displayName: string; ownerHandle: string; summary: string };

export type SearchBackendName = "postgres" | "meilisearch";

export type BackendHealth = { status: "ok"; latencyMs: number; documents: number } | { status: "down"; error: string };

/** Maximum exact count; beyond it `total` says "at least this many" (Meilisearch's maxTotalHits default). */
export const SEARCH_TOTAL_CAP = 1000;
