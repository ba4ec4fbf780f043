// Which search backends this process uses, from configuration: PostgreSQL always (the default,
// and the fallback); Meilisearch as primary when MEILI_HOST is set.
import { getConfig } from "@/lib/config";
import { createMeiliSearchIndex, type MeiliSearchIndex } from "./meilisearch/meili-search-index";
import { createPostgresSearchIndex } from "./postgres/postgres-search-index";
import type { SearchIndex } from "./search-index";

export type SearchBackends = { postgres: SearchIndex; meili: MeiliSearchIndex | null };

const holder = ((globalThis as { __skillvaultSearch?: { backends?: SearchBackends; key?: string } }).__skillvaultSearch ??= {});

export function meiliConfigured(): boolean {
  return getConfig().MEILI_HOST !== undefined;
}

export function getSearchBackends(): SearchBackends {
  const config = getConfig();
  // Tests switch MEILI_* between files; rebuild when the configuration changed.
  const key = `${config.MEILI_HOST ?? ""}|${config.MEILI_INDEX}|${config.MEILI_MASTER_KEY ?? ""}`;
  if (!holder.backends || holder.key !== key) {
    holder.key = key;
    holder.backends = {
      postgres: createPostgresSearchIndex(),
      meili: config.MEILI_HOST ? createMeiliSearchIndex({ host: config.MEILI_HOST, apiKey: config.MEILI_MASTER_KEY, index: config.MEILI_INDEX }) : null,
    };
  }
  return holder.backends;
}
