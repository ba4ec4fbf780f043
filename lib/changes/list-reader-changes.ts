// One page of the change feed for a reader with a token (or a session): the events of every skill
// it may read (public, internal, its orgs' and its own private skills; lib/access readableAudience),
// and nothing else. Oldest first, after a sealed cursor (change-cursor.ts).
//
// What a reader hears, as a mirror operator needs it and an attacker removed from an org must not:
// - Every event of a skill it may read now, whatever the skill's audience was then: what it may
//   read now (versions, tags, verdicts) it could fetch anyway; history is how a mirror copies it.
// - The removals (delete, hide, withdraw, block, visibility, transfer) of a skill it could read
//   when they happened (the audience before the change: ChangeEvent.visibilityAtEvent and
//   ownerIdAtEvent, with its relations now) but may not read now: a visibility or transfer event
//   then reads `{"kind":"visibility","data":{"visibility":"restricted"}}` (never where it went).
// - Its own access changes (it joined or left an org: lib/audit recordAccessChange): one
//   `visibility` event per private skill of the org, saying `restricted` when it may not read the
//   skill when the feed is read, else the skill's visibility (fetch it).
// A `visibility` event's data is the skill's visibility now for a reader who may read it, else
// `restricted`. Nothing else of a skill it may not read reaches it: no event after it lost access,
// none from before it could. The cursor never moves past events it may not read (their number and
// timing are not its business): at the end of the feed it stays on the last event it was shown.
import { namesUnreviewedVersionSql, readableSkillSql, visibilityName, type ReadableAudience } from "@/lib/access";
import { audienceSql } from "@/lib/access/skill-where";
import { db, Prisma } from "@/lib/db";
import { sealCursor } from "./change-cursor";
import type { ChangeItem, ChangeRow, ChangesPage } from "./change-page";
import { publicChangeData } from "./public-change-data";

const REMOVALS = ["delete", "hide", "withdraw", "block", "visibility", "transfer"];

type Row = ChangeRow & { readerId: string | null; readable: boolean | null; visibilityNow: string | null };

function visibleTo(reader: { userId: string; audience: ReadableAudience }): Prisma.Sql {
  const then = audienceSql("ce", reader.audience, { visibility: "visibilityAtEvent", ownerId: "ownerIdAtEvent" });
  // Never an event naming a version held for its org's review (decision 031), even for its reviewers: listings follow the public rule.
  return Prisma.sql`((
    (ce."readerId" = ${reader.userId})
    OR (ce."readerId" IS NULL AND (
      ${readableSkillSql("s", reader.audience)}
      OR (ce."kind" = ANY(${REMOVALS}::text[]) AND (ce."publicAtEvent" OR ${then}))
    ))) AND NOT ${namesUnreviewedVersionSql("ce")})`;
}

function present(row: Row): ChangeItem {
  const readable = row.readable === true;
  const base = { id: sealCursor(row.id!), slug: row.slug!, version: row.version, createdAt: row.createdAt!.toISOString() };
  const now = readable && row.visibilityNow ? visibilityName(row.visibilityNow) : "restricted";
  if (row.readerId !== null || row.kind === "visibility" || (!readable && row.kind === "transfer")) {
    return { ...base, version: null, kind: "visibility", data: { visibility: now } };
  }
  return { ...base, kind: row.kind!, data: publicChangeData(row.kind!, row.data) };
}

export async function listReaderChanges(input: { since: bigint; limit: number; reader: { userId: string; audience: ReadableAudience } }): Promise<ChangesPage> {
  const { since, limit, reader } = input;
  const visible = visibleTo(reader);
  const rows = await db.$queryRaw<Array<Row & { headId: bigint | null }>>`
    WITH page AS (
      SELECT ce."id", ce."kind", ce."slug", ce."version", ce."data", ce."createdAt", ce."readerId",
        ${readableSkillSql("s", reader.audience)} AS "readable", s."visibility"::text AS "visibilityNow"
      FROM "ChangeEvent" ce LEFT JOIN "Skill" s ON s."id" = ce."skillId"
      WHERE ce."id" > ${since} AND ${visible}
      ORDER BY ce."id"
      LIMIT ${limit + 1}
    ),
    head AS (
      SELECT ce."id" FROM "ChangeEvent" ce LEFT JOIN "Skill" s ON s."id" = ce."skillId"
      WHERE ${visible} ORDER BY ce."id" DESC LIMIT 1
    )
    SELECT (SELECT "id" FROM head) AS "headId", p.* FROM (SELECT 1) one
    LEFT JOIN page p ON true
    ORDER BY p."id"`;
  const events = rows.filter((row) => row.id !== null);
  const hasMore = events.length > limit;
  const shown = events.slice(0, limit);
  const items = shown.map(present);
  const last = shown.at(-1)?.id ?? since;
  const head = rows[0]?.headId ?? 0n;
  return { items, nextCursor: sealCursor(last), hasMore, limit, head: sealCursor(head) };
}
