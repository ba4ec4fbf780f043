// Rebuilds one skill's PostgreSQL search document inside the caller's transaction, so the
// default backend is consistent the moment a publish (or hide, withdraw, delete…) commits.
// A skill that is no longer listed loses its document.
import type { Tx } from "@/lib/db";
import { loadSearchDocuments } from "./load-search-documents";
import { createPostgresSearchIndex } from "./postgres/postgres-search-index";

export async function syncSearchDocument(tx: Tx, skillId: string): Promise<{ listed: boolean }> {
  const { documents, unlisted } = await loadSearchDocuments(tx, [skillId]);
  const index = createPostgresSearchIndex(tx);
  if (documents.length) await index.upsert(documents);
  if (unlisted.length) await index.remove(unlisted);
  return { listed: documents.length > 0 };
}
