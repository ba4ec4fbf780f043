// Reads skills from the database and builds their search documents: for one publish (inside its
// transaction), for an outbox batch, or page by page for a full reindex.
import type { DbVerdict } from "@/lib/access";
import { db, type Db, type Tx } from "@/lib/db";
import { buildSearchDocument, type SearchSource } from "./build-search-document";
import { streamCandidateSkillIds } from "./stream-candidate-skill-ids";
import type { SearchDocument } from "./types";

const TRENDING_DAYS = 7;

/** First day (UTC) counted as "recent" for trending: today and the six days before. */
export function trendingSince(now: Date = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (TRENDING_DAYS - 1) * 86_400_000);
}

type SourceRow = Omit<SearchSource, "latest" | "skillFile" | "trending"> & {
  version: string | null;
  manifest: unknown;
  compatibility: unknown;
  publishedAt: Date | null;
  withdrawnAt: Date | null;
  blockedAt: Date | null;
  latestVerdict: DbVerdict | null;
  skillFile: Uint8Array | null;
  trending: number;
};

// One round trip for a whole batch (a publish, an outbox batch, a reindex page): the skill, its
// owner, its latest version, that version's SKILL.md bytes and its installs over the last 7 days.
async function loadSources(client: Db | Tx, skillIds: string[]): Promise<SearchSource[]> {
  if (skillIds.length === 0) return [];
  const rows = await client.$queryRaw<SourceRow[]>`
    SELECT s.id, s.slug, s."ownerId", s."displayName", s.summary, s.topics, s.moderation::text AS moderation, s.visibility::text AS visibility, s."deletedAt", s.verdict::text AS verdict,
      s.downloads, s.installs, s.stars, s."createdAt", s."updatedAt", u.handle AS "ownerHandle",
      v.version, v.manifest, v.compatibility, v."createdAt" AS "publishedAt", v."withdrawnAt", v."blockedAt", v.verdict::text AS "latestVerdict",
      (SELECT b.content FROM "SkillFile" f JOIN "Blob" b ON b.sha256 = f.sha256
        WHERE f."versionId" = v.id AND f.path IN ('SKILL.md', 'skill.md') ORDER BY f.path = 'SKILL.md' DESC LIMIT 1) AS "skillFile",
      (SELECT coalesce(sum(ds.installs), 0)::int FROM "DailyStat" ds WHERE ds."skillId" = s.id AND ds.day >= ${trendingSince().toISOString().slice(0, 10)}::date) AS trending
    FROM "Skill" s JOIN "User" u ON u.id = s."ownerId" LEFT JOIN "SkillVersion" v ON v.id = s."latestVersionId"
    WHERE s.id = ANY(${skillIds}::text[])`;
  return rows.map(({ version, manifest, compatibility, publishedAt, withdrawnAt, blockedAt, latestVerdict, skillFile, ...skill }) => ({
    ...skill,
    latest:
      version !== null && publishedAt !== null
        ? { version, manifest, compatibility, createdAt: publishedAt, withdrawnAt, blockedAt, verdict: latestVerdict ?? "CLEAN" }
        : null,
    skillFile: skillFile ? new Uint8Array(skillFile) : null,
  }));
}

/** Documents for the listed skills among `skillIds`; every other id (unlisted or gone) in `unlisted`. */
export async function loadSearchDocuments(client: Db | Tx, skillIds: string[]): Promise<{ documents: SearchDocument[]; unlisted: string[] }> {
  const sources = await loadSources(client, [...new Set(skillIds)]);
  const now = new Date();
  const documents = sources.map((source) => buildSearchDocument(source, now)).filter((doc): doc is SearchDocument => doc !== null);
  const listed = new Set(documents.map((doc) => doc.skillId));
  return { documents, unlisted: [...new Set(skillIds)].filter((id) => !listed.has(id)) };
}

/** Every listed skill's document (public and restricted), in batches (a full Meilisearch rebuild). */
export async function* streamSearchDocuments(options: { batchSize?: number } = {}): AsyncGenerator<SearchDocument[]> {
  for await (const skillIds of streamCandidateSkillIds(options)) {
    const { documents } = await loadSearchDocuments(db, skillIds);
    if (documents.length) yield documents;
  }
}
