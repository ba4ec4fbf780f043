// The search port. Two adapters implement it (postgres/, meilisearch/) and one contract suite
// (tests/integration/search/contract.test.ts) holds them to the same behaviour.
import type { BackendHealth, BackendPage, ResolvedSearchQuery, ResolvedSuggestQuery, SearchBackendName, SearchDocument, SuggestHit } from "./types";

export interface SearchIndex {
  readonly backend: SearchBackendName;
  /** Adds or replaces documents; resolves once they are searchable. */
  upsert(documents: SearchDocument[]): Promise<void>;
  /** Removes documents by skill id (unknown ids are ignored); resolves once they are gone. */
  remove(skillIds: string[]): Promise<void>;
  search(query: ResolvedSearchQuery): Promise<BackendPage>;
  /** Search-as-you-type: names and slugs starting with (or, from 3 characters, containing) the prefix. */
  suggest(query: ResolvedSuggestQuery): Promise<SuggestHit[]>;
  health(): Promise<BackendHealth>;
  /** Replaces the whole index with exactly the documents the batches yield. */
  reindex(batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }>;
}
