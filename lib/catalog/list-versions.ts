// A skill's versions, newest first, keyset-paginated: those lib/access lists for the viewer
// (installable ones; every version with its status for the owner and moderators).
import { activeVersionWhere, versionStatus, visibleVersionWhere } from "@/lib/access";
import { db, type Prisma } from "@/lib/db";
import { VERSION_LIST_MAX_LIMIT, type VersionListItem } from "@/lib/api-schemas/skill-versions";
import { decodeCursor, encodeCursor } from "./cursor";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";

export async function listVersions(input: SkillLookup & { limit?: number; cursor?: string }) {
  const { skill, sight } = await findCatalogSkill(input);
  const { privileged } = sight;
  const limit = Math.min(Math.max(1, input.limit ?? 25), VERSION_LIST_MAX_LIMIT);
  const list = `versions:${skill.id}:${privileged ? "all" : "public"}`;
  const after = decodeCursor(list, input.cursor, ["number", "string"]);
  const where: Prisma.SkillVersionWhereInput = {
    skillId: skill.id,
    // versionStatus(...).listed, as a filter: privileged viewers list every version they may know of.
    ...(privileged ? visibleVersionWhere(sight) : activeVersionWhere),
    ...(after
      ? { OR: [{ createdAt: { lt: new Date(after[0] as number) } }, { createdAt: new Date(after[0] as number), id: { lt: after[1] as string } }] }
      : {}),
  };
  const rows = await db.skillVersion.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      version: true,
      createdAt: true,
      changelog: true,
      digest: true,
      verdict: true,
      withdrawnAt: true,
      blockedAt: true,
      orgReview: true,
      publishedById: true,
    },
  });
  const page = rows.slice(0, limit);
  const items: VersionListItem[] = page.map((row) => {
    const status = versionStatus({ skill, version: row, sight });
    return {
      version: row.version,
      createdAt: row.createdAt.getTime(),
      changelog: row.changelog,
      changelogSource: row.changelog ? "user" : null,
      digest: row.digest,
      verdict: status.verdict,
      status: status.state,
    };
  });
  const last = page.at(-1);
  return { sight, body: { items, nextCursor: rows.length > limit && last ? encodeCursor(list, [last.createdAt.getTime(), last.id]) : null } };
}
