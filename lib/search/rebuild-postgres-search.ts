// The full PostgreSQL rebuild (`npm run hub -- reindex`, and the maintenance pass's self-repair of
// an empty table), one locked batch at a time. Each batch locks its skills' rows (FOR SHARE) and
// builds their documents inside that transaction, as a publish does, so a change that commits
// while the rebuild runs (a skill made private, hidden, republished) is either already seen by
// the batch or waits for it and then writes its own document: the rebuild never writes a document
// from a state that has changed since (which could leave a private skill in public search).
// Documents are replaced in place, so search keeps answering during a rebuild.
import { db } from "@/lib/db";
import { streamCandidateSkillIds } from "./stream-candidate-skill-ids";
import { syncSearchDocuments } from "./sync-search-document";

const LEFTOVER_BATCH = 500;

/** Locks the skills that still exist, then rebuilds or removes each one's document. */
async function syncLocked(skillIds: string[]): Promise<number> {
  return db.$transaction(async (tx) => {
    // In id order, so two rebuilds (or a rebuild and a batch publish) cannot deadlock.
    await tx.$queryRaw`SELECT id FROM "Skill" WHERE id = ANY(${skillIds}::text[]) ORDER BY id FOR SHARE`;
    return (await syncSearchDocuments(tx, skillIds)).listed.length;
  });
}

/** Documents left over from skills the walk did not list (deleted, hidden, never published). */
async function leftoverSkillIds(seen: Set<string>): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ skillId: string }>>`
    SELECT "skillId" FROM "SkillSearchDocument" UNION SELECT "skillId" FROM "RestrictedSearchDocument"`;
  return rows.map((row) => row.skillId).filter((id) => !seen.has(id));
}

export async function rebuildPostgresSearch(options: { batchSize?: number } = {}): Promise<{ documents: number }> {
  const seen = new Set<string>();
  let documents = 0;
  for await (const skillIds of streamCandidateSkillIds(options)) {
    documents += await syncLocked(skillIds);
    for (const id of skillIds) seen.add(id);
  }
  // Decided again under the same lock, not dropped blindly: a skill published or restored since
  // the walk passed its id keeps the document its own transaction wrote.
  const leftovers = await leftoverSkillIds(seen);
  for (let start = 0; start < leftovers.length; start += LEFTOVER_BATCH) {
    documents += await syncLocked(leftovers.slice(start, start + LEFTOVER_BATCH));
  }
  return { documents };
}
