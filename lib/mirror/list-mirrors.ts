// Every mirror with its status, for `hub mirror list` and the admin page: settings, the last sync
// (when, whether it completed, its counts and errors), whether one is running, and what is here.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { assertMirrorAdmin } from "./assert-mirror-admin";
import type { SyncStats } from "./sync/sync-context";

type Counts = { upstreamName: string; skills: bigint; hidden: bigint; versions: bigint; blocked: bigint; withdrawn: bigint };

export type MirrorStatus = Awaited<ReturnType<typeof listMirrors>>[number];

export async function listMirrors(input: { actor: Actor | null }) {
  assertMirrorAdmin(input.actor);
  const rows = await db.mirrorUpstream.findMany({ orderBy: { name: "asc" } });
  const counts = await db.$queryRaw<Counts[]>`
    SELECT m."upstreamName",
           count(DISTINCT m."skillId") AS "skills",
           count(DISTINCT m."skillId") FILTER (WHERE s."moderation" <> 'ACTIVE' OR s."deletedAt" IS NOT NULL) AS "hidden",
           count(v."id") AS "versions",
           count(v."id") FILTER (WHERE v."blockedAt" IS NOT NULL OR v."verdict" = 'MALICIOUS') AS "blocked",
           count(v."id") FILTER (WHERE v."withdrawnAt" IS NOT NULL) AS "withdrawn"
    FROM "MirroredSkill" m JOIN "Skill" s ON s."id" = m."skillId" LEFT JOIN "SkillVersion" v ON v."skillId" = m."skillId"
    GROUP BY m."upstreamName"`;
  const rejected = await db.mirroredVersion.groupBy({ by: ["upstreamName"], where: { state: "rejected" }, _count: { _all: true } });
  const now = Date.now();
  return rows.map((row) => {
    const count = counts.find((entry) => entry.upstreamName === row.name);
    return {
      name: row.name,
      url: row.url,
      filter: { all: row.all, owners: row.owners, skills: row.skills },
      pullThrough: row.pullThrough,
      blockSuspicious: row.blockSuspicious,
      // Whether an upstream token is set; never the token.
      token: row.tokenSealed !== null,
      restrictedVisibility: row.restrictedVisibility,
      incremental: row.changesCursor !== null,
      syncing: row.leaseUntil !== null && row.leaseUntil.getTime() > now,
      lastSync: row.lastSyncStartedAt
        ? {
            startedAt: row.lastSyncStartedAt,
            finishedAt: row.lastSyncFinishedAt,
            ok: row.lastSyncOk,
            error: row.lastError,
            stats: (row.lastSyncStats as SyncStats | null) ?? null,
          }
        : null,
      counts: {
        skills: Number(count?.skills ?? 0),
        hidden: Number(count?.hidden ?? 0),
        versions: Number(count?.versions ?? 0),
        blocked: Number(count?.blocked ?? 0),
        withdrawn: Number(count?.withdrawn ?? 0),
        rejected: rejected.find((entry) => entry.upstreamName === row.name)?._count._all ?? 0,
      },
      createdAt: row.createdAt,
    };
  });
}
