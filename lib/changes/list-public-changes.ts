// One page of the anonymous change feed, oldest first, after a position (the last one a mirror
// processed). Positions are public events' own sequence (ChangeEvent.publicSeq): events of skills
// that were not public when they happened have none, so the numbers an anonymous reader sees (and
// the head) count public events only and say nothing about private activity. Events of skills that
// are currently hidden, held, deleted or no longer public are left out, except the removals
// themselves (delete, hide, withdraw, block, a public skill made internal or private): a mirror must
// hear about those. When a skill comes back, its `unhide`/`undelete`/`visibility: public` event
// tells mirrors to fetch it whole again. No event names a version held for its org's review (a
// moderator's verdict, an admin's withdrawal of it) until it is approved. Details are filtered to what is public (public-change-data.ts).
import { namesUnreviewedVersionSql, publicSkillSql } from "@/lib/access";
import { db } from "@/lib/db";
import { publicChangeData } from "./public-change-data";
import type { ChangeRow, ChangesPage } from "./change-page";

const ALWAYS_PUBLIC = ["delete", "hide", "withdraw", "block", "visibility"];

export async function listPublicChanges(input: { since: bigint; limit: number }): Promise<ChangesPage> {
  const { since, limit } = input;
  // One statement, one snapshot: the head and the page agree, so skipping to the head after the
  // last page cannot jump over an event committed in between.
  const rows = await db.$queryRaw<Array<ChangeRow & { headId: bigint | null }>>`
    WITH page AS (
      SELECT ce."publicSeq" AS "id", ce."kind", ce."slug", ce."version", ce."data", ce."createdAt"
      FROM "ChangeEvent" ce LEFT JOIN "Skill" s ON s."id" = ce."skillId"
      WHERE ce."publicSeq" > ${since}
        AND (ce."kind" = ANY(${ALWAYS_PUBLIC}::text[]) OR ${publicSkillSql("s")})
        AND NOT ${namesUnreviewedVersionSql("ce")}
      ORDER BY ce."publicSeq"
      LIMIT ${limit + 1}
    )
    SELECT h."headId", p.* FROM (SELECT max("publicSeq") AS "headId" FROM "ChangeEvent") h
    LEFT JOIN page p ON true
    ORDER BY p."id"`;
  const events = rows.filter((row) => row.id !== null);
  const hasMore = events.length > limit;
  const items = events.slice(0, limit).map((row) => ({
    id: String(row.id),
    kind: row.kind!,
    slug: row.slug!,
    version: row.version,
    // Only the public fields of each kind; moderators' reasons become a fixed label (public-change-data.ts).
    data: publicChangeData(row.kind!, row.data),
    createdAt: row.createdAt!.toISOString(),
  }));
  const head = rows[0]?.headId ?? 0n;
  // At the end of the feed the cursor moves to the head, past public events of skills now hidden.
  const nextCursor = hasMore ? items.at(-1)!.id : String(head > since ? head : since);
  // The newest position: a mirror that is about to copy everything starts its cursor here.
  return { items, nextCursor, hasMore, limit, head: String(head) };
}
