// One version of a skill by exact number, dist-tag or (neither) the latest installable one.
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";

export type VersionRef = { version?: string; tag?: string };

/** "1.2.0" is a number; anything else in the version slot ("latest", "beta") is a dist-tag. */
export function versionRef(value: string | undefined, tag?: string): VersionRef {
  if (value !== undefined && parseSemver(value) === null && /^[a-z][a-z0-9._-]{0,63}$/.test(value.toLowerCase())) return { tag: value.toLowerCase() };
  return { version: value, tag };
}

export async function findCatalogVersion<S extends Prisma.SkillVersionSelect>(
  skill: { id: string; slug: string; latestVersionId: string | null },
  ref: VersionRef,
  select: S,
): Promise<Prisma.SkillVersionGetPayload<{ select: S }>> {
  type Row = Prisma.SkillVersionGetPayload<{ select: S }>;
  if (ref.version !== undefined) {
    const row = await db.skillVersion.findUnique({ where: { skillId_version: { skillId: skill.id, version: ref.version } }, select });
    if (!row) throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version ${ref.version}.`, { details: { slug: skill.slug, version: ref.version } });
    return row as Row;
  }
  if (ref.tag !== undefined) {
    const tag = await db.distTag.findUnique({ where: { skillId_tag: { skillId: skill.id, tag: ref.tag } }, select: { version: { select } } });
    if (!tag) throw new AppError("TAG_NOT_FOUND", `${skill.slug} has no dist-tag '${ref.tag}'.`, { details: { slug: skill.slug, tag: ref.tag } });
    return tag.version as Row;
  }
  const row = skill.latestVersionId ? await db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select }) : null;
  if (!row) throw new AppError("NO_INSTALLABLE_VERSION", `${skill.slug} has no installable version.`, { details: { slug: skill.slug } });
  return row as Row;
}
