// Counts a download or an install, once per identity (user, else hashed address) per skill per UTC
// day. One statement: the DownloadSeen insert decides; only a new row bumps the day's DailyStat and
// the skill's counter (raw SQL, so Skill.updatedAt keeps meaning "changed", not "downloaded").
// Concurrent repeats race on DownloadSeen's primary key, so each identity counts once. An install
// reported by an account that vouches (lib/moderation/vouching-account-sql.ts) is also counted in
// DailyStat.vouchedInstalls, the only installs that make a skill popular.
import { db, Prisma } from "@/lib/db";
import { vouchingAccountSql } from "@/lib/moderation/vouching-account-sql";
import { downloadIdentity, utcDay } from "./download-identity";
import { pruneDownloadSeen } from "./prune-download-seen";
import { alreadySeen, markSeen } from "./seen-cache";

export type SkillEventKind = "download" | "install";

export async function recordSkillEvent(input: {
  skillId: string;
  kind: SkillEventKind;
  userId?: string | null;
  ip: string;
  now?: Date;
}): Promise<{ counted: boolean }> {
  const day = utcDay(input.now);
  const identity = downloadIdentity({ userId: input.userId, ip: input.ip, day });
  const key = `${day}|${input.skillId}|${identity}|${input.kind}`;
  // Repeats within this process skip the database entirely (popular downloads hit this path).
  if (alreadySeen(key)) return { counted: false };
  await pruneDownloadSeen({ today: day });
  const downloads = input.kind === "download" ? 1 : 0;
  const installs = input.kind === "install" ? 1 : 0;
  const vouched =
    installs && input.userId
      ? Prisma.sql`(SELECT count(*)::int FROM "User" fan JOIN "Skill" sk ON sk."id" = ${input.skillId}
          WHERE fan."id" = ${input.userId} AND ${vouchingAccountSql({ account: "fan", ownerId: Prisma.sql`sk."ownerId"`, now: input.now ?? new Date() })})`
      : Prisma.sql`0`;
  const rows = await db.$queryRaw<Array<{ counted: number }>>`
    WITH seen AS (
      INSERT INTO "DownloadSeen" ("day", "skillId", "identity", "kind")
      VALUES (${day}::date, ${input.skillId}, ${identity}, ${input.kind})
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), daily AS (
      INSERT INTO "DailyStat" ("skillId", "day", "downloads", "installs", "vouchedInstalls")
      SELECT ${input.skillId}, ${day}::date, ${downloads}::int, ${installs}::int, ${vouched} FROM seen
      ON CONFLICT ("skillId", "day") DO UPDATE
        SET "downloads" = "DailyStat"."downloads" + EXCLUDED."downloads", "installs" = "DailyStat"."installs" + EXCLUDED."installs",
          "vouchedInstalls" = "DailyStat"."vouchedInstalls" + EXCLUDED."vouchedInstalls"
      RETURNING 1
    ), bumped AS (
      UPDATE "Skill" SET "downloads" = "downloads" + ${downloads}::int, "installs" = "installs" + ${installs}::int
      WHERE "id" = ${input.skillId} AND EXISTS (SELECT 1 FROM seen)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM seen)::int AS counted, (SELECT count(*) FROM daily)::int AS daily, (SELECT count(*) FROM bumped)::int AS bumped`;
  markSeen(key);
  return { counted: (rows[0]?.counted ?? 0) > 0 };
}
