// The Meilisearch adapter (official `meilisearch` client). Writes resolve only once Meilisearch
// reports the task succeeded, which is what lets the outbox mark an event done.
import { Meilisearch } from "meilisearch";
import type { SearchIndex } from "../search-index";
import type { SearchDocument } from "../types";
import { ensureMeiliIndex, type EnsureIndexResult } from "./ensure-meili-index";
import { fromMeiliHit, HIT_ATTRIBUTES, toMeiliDocument, type MeiliHit } from "./meili-document";
import { meiliFilter } from "./meili-filter";
import { MEILI_PRIMARY_KEY } from "./meili-settings";
import { settle } from "./meili-tasks";
import { searchMeili } from "./search-meili";

export type MeiliConnection = { host: string; apiKey?: string; index: string; timeoutMs?: number };

export type MeiliSearchIndex = SearchIndex & {
  /** Creates the index and applies settings when they differ (idempotent). */
  ensureReady(): Promise<EnsureIndexResult>;
  client: Meilisearch;
  uid: string;
};

const WRITE_BATCH = 500;

export function createMeiliSearchIndex(connection: MeiliConnection): MeiliSearchIndex {
  const client = new Meilisearch({ host: connection.host, apiKey: connection.apiKey, timeout: connection.timeoutMs ?? 2_000 });
  const uid = connection.index;
  const index = () => client.index(uid);

  async function addAll(target: string, documents: SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += WRITE_BATCH) {
      const batch = documents.slice(start, start + WRITE_BATCH).map(toMeiliDocument);
      await settle(client.index(target).addDocuments(batch, { primaryKey: MEILI_PRIMARY_KEY }), "add documents");
    }
  }

  return {
    backend: "meilisearch",
    client,
    uid,
    ensureReady: () => ensureMeiliIndex(client, uid),
    upsert: (documents) => addAll(uid, documents),
    async remove(skillIds) {
      if (skillIds.length) await settle(index().deleteDocuments(skillIds), "delete documents");
    },
    search: (query) => searchMeili(client, uid, query),
    async suggest(query) {
      const response = await index().search<MeiliHit>(query.prefix, {
        limit: query.limit,
        attributesToSearchOn: ["slug", "displayName"],
        attributesToRetrieve: [...HIT_ATTRIBUTES],
        filter: meiliFilter({ nonSuspiciousOnly: query.nonSuspiciousOnly, audience: query.audience }),
      });
      return response.hits.map((hit) => {
        const { skillId, slug, displayName, ownerHandle, summary } = fromMeiliHit(hit);
        return { skillId, slug, displayName, ownerHandle, summary };
      });
    },
    async health() {
      const started = performance.now();
      try {
        await client.health();
        // /api/health is open to anyone (closed registries too): it counts the public documents only,
        // or watching it would tell how many internal and private skills there are, and when one is published.
        const [stats, restricted] = await Promise.all([
          index().getStats(),
          index().search("", { limit: 0, facets: ["visibility"], filter: `visibility IN ["internal", "private"]` }),
        ]);
        const hidden = Object.values(restricted.facetDistribution?.visibility ?? {}).reduce((sum, count) => sum + count, 0);
        return { status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10, documents: stats.numberOfDocuments - hidden };
      } catch (error) {
        return { status: "down", error: error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "unknown error" };
      }
    },
    async reindex(batches) {
      // Build a fresh index beside the live one and swap them: searches never see a half-built index.
      const building = `${uid}_rebuild`;
      await client.deleteIndexIfExists(building);
      await ensureMeiliIndex(client, building);
      await ensureMeiliIndex(client, uid);
      let documents = 0;
      for await (const batch of batches) {
        await addAll(building, batch);
        documents += batch.length;
      }
      await settle(client.swapIndexes([{ indexes: [uid, building], rename: false }]), "swap indexes");
      await settle(client.deleteIndex(building), "delete old index");
      return { documents };
    },
  };
}
