// One version of a skill by exact number, dist-tag or (neither) the latest installable one, with
// where it may be served to this viewer (lib/access versionStatus).
import { versionNotFound, versionStatus, type SkillState, type VersionStatus, type VersionViewer } from "@/lib/access";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";

/** `slot`: the tag came in a version's place (`/versions/latest`): a missing one is VERSION_NOT_FOUND. */
export type VersionRef = { version?: string; tag?: string; slot?: "version" };

/** "1.2.0" is a number; anything else in the version slot ("latest", "beta") is a dist-tag. */
export function versionRef(value: string | undefined, tag?: string): VersionRef {
  if (value !== undefined && parseSemver(value) === null && /^[a-z][a-z0-9._-]{0,63}$/.test(value.toLowerCase()))
    return { tag: value.toLowerCase(), slot: "version" };
  return { version: value, tag };
}

/** The columns versionStatus reads; merged into every select. */
export const versionStatusSelect = {
  id: true,
  version: true,
  verdict: true,
  reviewState: true,
  withdrawnAt: true,
  blockedAt: true,
  orgReview: true,
  publishedById: true,
} as const satisfies Prisma.SkillVersionSelect;

type Found<S extends Prisma.SkillVersionSelect> = Prisma.SkillVersionGetPayload<{ select: S }> &
  Prisma.SkillVersionGetPayload<{ select: typeof versionStatusSelect }>;

export async function findCatalogVersion<S extends Prisma.SkillVersionSelect>(
  skill: SkillState & { slug: string; latestVersionId: string | null },
  sight: VersionViewer,
  ref: VersionRef,
  select: S,
): Promise<{ version: Found<S>; status: VersionStatus }> {
  const merged = { ...select, ...versionStatusSelect };
  let row: Found<S> | null | undefined;
  if (ref.version !== undefined) {
    row = (await db.skillVersion.findUnique({ where: { skillId_version: { skillId: skill.id, version: ref.version } }, select: merged })) as Found<S> | null;
    if (!row) throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version ${ref.version}.`, { details: { slug: skill.slug, version: ref.version } });
  } else if (ref.tag !== undefined) {
    row = (await db.distTag.findUnique({ where: { skillId_tag: { skillId: skill.id, tag: ref.tag } }, select: { version: { select: merged } } }))?.version as
      Found<S> | undefined;
    if (!row && ref.slot === "version")
      throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version or tag '${ref.tag}'.`, { details: { slug: skill.slug, version: ref.tag } });
    if (!row) throw new AppError("TAG_NOT_FOUND", `${skill.slug} has no dist-tag '${ref.tag}'.`, { details: { slug: skill.slug, tag: ref.tag } });
  } else {
    row = skill.latestVersionId ? ((await db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select: merged })) as Found<S> | null) : null;
    if (!row) throw new AppError("NO_INSTALLABLE_VERSION", `${skill.slug} has no installable version.`, { details: { slug: skill.slug } });
  }
  const status = versionStatus({ skill, version: row, sight });
  // Held for the org's review and not this viewer's to see: the same answer as a number never published.
  if (!status.visible) throw versionNotFound(skill.slug, row.version);
  return { version: row, status };
}
