// Plain names for mirrored skills: `clawhub install pdf-tools` and `openclaw skills install
// @steipete/pdf-tools` reach `clawhub--steipete--pdf-tools` when that is unambiguous. A local skill
// always wins its slug (hidden or not: a mirror never takes over a local name); `@owner/slug` may
// name the upstream owner or the mirror's publisher. Only listed mirrored skills are considered
// (lib/access publicSkillSql), so an alias never reveals a hidden one. Several matches and no local skill: SKILL_AMBIGUOUS.
import { publicSkillSql } from "@/lib/access";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isMirroredSlug, slugSchema } from "@/lib/ids";

type Row = { kind: "local" | "mirror"; slug: string; handle: string; upstreamOwner: string | null };

export type AliasAnswer =
  /** Use this skill instead (ownerHandle: the mirror's publisher, when the request named an owner). */
  | { kind: "alias"; slug: string; ownerHandle?: string }
  /** Nothing here under that name at all (a pull-through may fetch it). */
  | { kind: "absent" }
  /** Leave the request as it is. */
  | { kind: "as-is" };

export async function resolveSkillAlias(input: { slug: string; ownerHandle?: string }): Promise<AliasAnswer> {
  if (isMirroredSlug(input.slug)) {
    const here = await db.skill.findUnique({ where: { slug: input.slug }, select: { id: true } });
    return here ? { kind: "as-is" } : { kind: "absent" };
  }
  if (!slugSchema.safeParse(input.slug).success) return { kind: "as-is" };
  const rows = await db.$queryRaw<Row[]>`
    SELECT 'local' AS "kind", s."slug", u."handle", NULL AS "upstreamOwner"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId" WHERE s."slug" = ${input.slug}
    UNION ALL
    (SELECT 'mirror', s."slug", u."handle", m."upstreamOwner"
     FROM "MirroredSkill" m JOIN "Skill" s ON s."id" = m."skillId" JOIN "User" u ON u."id" = s."ownerId"
     WHERE m."upstreamSlug" = ${input.slug} AND ${publicSkillSql("s")} AND s."latestVersionId" IS NOT NULL
     ORDER BY s."slug" LIMIT 20)`;
  const owner = input.ownerHandle;
  const local = rows.find((row) => row.kind === "local");
  if (local && (!owner || local.handle === owner)) return { kind: "as-is" };
  const matches = rows.filter((row) => row.kind === "mirror" && (!owner || row.upstreamOwner === owner || row.handle === owner));
  if (matches.length === 1) return { kind: "alias", slug: matches[0]!.slug, ...(owner ? { ownerHandle: matches[0]!.handle } : {}) };
  if (matches.length > 1 && !local) {
    throw new AppError("SKILL_AMBIGUOUS", `'${input.slug}' names ${matches.length} mirrored skills; install one by its full name.`, {
      details: {
        slug: input.slug,
        matches: matches.map((row) => ({ slug: row.slug, ownerHandle: row.handle, ref: `@${row.handle}/${row.slug}`, upstreamOwner: row.upstreamOwner })),
      },
    });
  }
  // No local skill answers either (none, or another owner's): a pull-through may fetch it.
  return matches.length === 0 ? { kind: "absent" } : { kind: "as-is" };
}
