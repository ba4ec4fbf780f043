// A skill and one of its versions as the viewer may see them: the skill through lib/access, the
// version by number, tag ("latest", "beta") or, with none named, the latest installable one, with
// where it may be served (versionStatus). The version's record is visible in every state: routes
// that serve bytes or install plans ask the status before answering.
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db";
import { findCatalogSkill } from "./find-catalog-skill";
import { findCatalogVersion, versionRef, type VersionRef } from "./find-catalog-version";

export async function findVisibleVersion<S extends Prisma.SkillVersionSelect>(input: {
  viewer: Actor | null;
  slug: string;
  ownerHandle?: string;
  /** A number or a tag in the version's place; undefined: the latest installable version. */
  version?: string;
  /** Or an explicit reference (`?version=` / `?tag=`). */
  ref?: VersionRef;
  select: S;
}) {
  const { skill, sight } = await findCatalogSkill({ slug: input.slug, ownerHandle: input.ownerHandle, viewer: input.viewer });
  const { version, status } = await findCatalogVersion(skill, sight, input.ref ?? versionRef(input.version), input.select);
  return { skill, sight, version, status };
}
