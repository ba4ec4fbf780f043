// An account joined or left an org: the org's private skills became readable, or stopped being
// readable, for that account alone. Its feeds (a mirror reading /api/v1/changes with its token)
// must hear of each one, or a mirror would never fetch what it may now read, nor drop what it may
// not read any more. One targeted `visibility` event per private skill of the org, whatever its
// state: the feed says, when it is read, whether the reader may read the skill then (lib/changes).
// Call it last in the transaction that changed the membership (the change-feed lock, decision 006).
import type { Tx } from "@/lib/db";
import { CHANGE_FEED_LOCK } from "./record-change";

export async function recordAccessChange(tx: Tx, input: { orgId: string; userId: string }): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CHANGE_FEED_LOCK}::bigint)`;
  return tx.$executeRaw`
    INSERT INTO "ChangeEvent" ("kind", "skillId", "slug", "publicAtEvent", "visibilityAtEvent", "ownerIdAtEvent", "readerId")
    SELECT 'visibility', s."id", s."slug", false, s."visibility", s."ownerId", ${input.userId}
    FROM "Skill" s WHERE s."ownerId" = ${input.orgId} AND s."visibility" = 'PRIVATE'
    ORDER BY s."createdAt", s."id"`;
}
