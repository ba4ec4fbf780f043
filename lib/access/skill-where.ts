// The access rules written for the database, for queries that filter many rows at once (feeds,
// profiles, stars, reindexing, version lists). Each mirrors a predicate of can-see.ts or
// version-status.ts; tests/integration/access checks every state against both.
import { Prisma } from "@/lib/db";

/** isSkillPublic: public, not deleted, not held or hidden. */
export const publicSkillWhere = { deletedAt: null, moderation: "ACTIVE", visibility: "PUBLIC" } as const satisfies Prisma.SkillWhereInput;

/** isSkillPublic for raw SQL over the "Skill" row aliased `alias`. */
export function publicSkillSql(alias: string): Prisma.Sql {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return Prisma.sql`(${Prisma.raw(`${alias}."deletedAt"`)} IS NULL AND ${Prisma.raw(`${alias}."moderation"`)} = 'ACTIVE' AND ${Prisma.raw(`${alias}."visibility"`)} = 'PUBLIC')`;
}

/** versionState(...) === "active": the versions installers may be offered (the skill's own state aside). */
export const activeVersionWhere = {
  withdrawnAt: null,
  blockedAt: null,
  verdict: { not: "MALICIOUS" },
  orgReview: null,
} as const satisfies Prisma.SkillVersionWhereInput;

/** seesVersion (version-status.ts): the versions this viewer may know of, held ones only for reviewers and their publisher. */
export function visibleVersionWhere(viewer: { reviews: boolean; viewerId: string | null }): Prisma.SkillVersionWhereInput {
  if (viewer.reviews) return {};
  return viewer.viewerId ? { OR: [{ orgReview: null }, { publishedById: viewer.viewerId }] } : { orgReview: null };
}

/** versionState(...) is "blocked" or "malicious": never installable, whoever asks. */
export const neverInstallableVersionWhere = { OR: [{ blockedAt: { not: null } }, { verdict: "MALICIOUS" }] } as const satisfies Prisma.SkillVersionWhereInput;
