// The PostgreSQL adapter: SkillSearchDocument with weighted tsvectors and pg_trgm. Works on any
// client, so publishing writes through it inside its own transaction (consistent at commit).
import { db, type Db, type Tx } from "@/lib/db";
import type { SearchIndex } from "../search-index";
import type { SearchDocument } from "../types";
import { searchPostgres } from "./search-postgres";
import { suggestPostgres } from "./suggest-postgres";
import { deletePostgresDocuments, deletePostgresDocumentsExcept, writePostgresDocuments } from "./write-postgres-documents";

export function createPostgresSearchIndex(client: Db | Tx = db): SearchIndex {
  return {
    backend: "postgres",
    upsert: (documents) => writePostgresDocuments(client, documents),
    remove: (skillIds) => deletePostgresDocuments(client, skillIds),
    search: (query) => searchPostgres(client, query),
    suggest: (query) => suggestPostgres(client, query),
    async health() {
      const started = performance.now();
      try {
        const rows = await client.$queryRaw<Array<{ documents: number }>>`SELECT count(*)::int AS documents FROM "SkillSearchDocument"`;
        return { status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10, documents: rows[0]?.documents ?? 0 };
      } catch (error) {
        return { status: "down", error: error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "unknown error" };
      }
    },
    async reindex(batches: AsyncIterable<SearchDocument[]>) {
      // Rows are replaced in place, so search keeps answering during a rebuild; the stale ones go at the end.
      const seen: string[] = [];
      for await (const batch of batches) {
        await writePostgresDocuments(client, batch);
        seen.push(...batch.map((doc) => doc.skillId));
      }
      await deletePostgresDocumentsExcept(client, seen);
      return { documents: seen.length };
    },
  };
}
