// One page of the public change feed, oldest first, after a cursor (the last event id a mirror
// processed). Events of skills that are currently hidden, held or deleted are left out, except
// the removals themselves (delete, hide, withdraw, block, a public skill made internal or private)
// of skills that were public then: a mirror must hear about those. When a
// skill comes back, its `unhide`/`undelete` event tells mirrors to fetch it whole again. Event
// details are filtered to what is public (public-change-data.ts).
import { publicSkillSql } from "@/lib/access";
import { db, type Prisma } from "@/lib/db";
import { publicChangeData } from "./public-change-data";

export const CHANGES_DEFAULT_LIMIT = 100;
export const CHANGES_MAX_LIMIT = 500;
const ALWAYS_PUBLIC = ["delete", "hide", "withdraw", "block", "visibility"];

type Row = {
  headId: bigint | null;
  id: bigint | null;
  kind: string | null;
  slug: string | null;
  version: string | null;
  data: Prisma.JsonValue | null;
  createdAt: Date | null;
};

export type ChangeItem = { id: string; kind: string; slug: string; version: string | null; data: unknown; createdAt: string };

export async function listChanges(input: { since?: bigint; limit?: number } = {}) {
  const since = input.since ?? 0n;
  const limit = Math.min(Math.max(1, input.limit ?? CHANGES_DEFAULT_LIMIT), CHANGES_MAX_LIMIT);
  // One statement, one snapshot: the head id and the page agree, so skipping to the head after
  // the last page cannot jump over an event committed in between.
  const rows = await db.$queryRaw<Row[]>`
    WITH page AS (
      SELECT ce."id", ce."kind", ce."slug", ce."version", ce."data", ce."createdAt"
      FROM "ChangeEvent" ce LEFT JOIN "Skill" s ON s."id" = ce."skillId"
      WHERE ce."id" > ${since}
        AND ((ce."kind" = ANY(${ALWAYS_PUBLIC}::text[]) AND ce."publicAtEvent") OR ${publicSkillSql("s")})
      ORDER BY ce."id"
      LIMIT ${limit + 1}
    )
    SELECT h."headId", p.* FROM (SELECT max("id") AS "headId" FROM "ChangeEvent") h
    LEFT JOIN page p ON true
    ORDER BY p."id"`;
  const events = rows.filter((row) => row.id !== null);
  const hasMore = events.length > limit;
  const items: ChangeItem[] = events.slice(0, limit).map((row) => ({
    id: String(row.id),
    kind: row.kind!,
    slug: row.slug!,
    version: row.version,
    // Only the public fields of each kind; moderators' reasons become a fixed label (public-change-data.ts).
    data: publicChangeData(row.kind!, row.data),
    createdAt: row.createdAt!.toISOString(),
  }));
  const head = rows[0]?.headId ?? 0n;
  // At the end of the feed the cursor moves to the head, past events this caller may not see.
  const nextCursor = hasMore ? items.at(-1)!.id : String(head > since ? head : since);
  // The newest event id: a mirror that is about to copy everything starts its cursor here.
  return { items, nextCursor, hasMore, limit, head: String(head) };
}
