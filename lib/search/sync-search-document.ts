// Rebuilds skills' PostgreSQL search documents inside the caller's transaction, so the default
// backend is consistent the moment a publish (or hide, withdraw, delete…) commits. A skill that
// is no longer listed loses its document.
import type { Tx } from "@/lib/db";
import { loadSearchDocuments } from "./load-search-documents";
import { createPostgresSearchIndex } from "./postgres/postgres-search-index";

export async function syncSearchDocuments(tx: Tx, skillIds: string[]): Promise<{ listed: string[] }> {
  const { documents, unlisted } = await loadSearchDocuments(tx, skillIds);
  const index = createPostgresSearchIndex(tx);
  if (documents.length) await index.upsert(documents);
  if (unlisted.length) await index.remove(unlisted);
  return { listed: documents.map((doc) => doc.skillId) };
}

export async function syncSearchDocument(tx: Tx, skillId: string): Promise<{ listed: boolean }> {
  const { listed } = await syncSearchDocuments(tx, [skillId]);
  return { listed: listed.length > 0 };
}
