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

/**
 * seesVersion for the change feeds: a change event (alias `alias`) naming a version held or
 * rejected by its org's review. Such a version exists only for its reviewers and publisher, so no
 * feed names it (a moderator's verdict, an admin's withdrawal) until it is approved; approval's
 * `publish` event then opens its history.
 */
export function namesUnreviewedVersionSql(alias: string): Prisma.Sql {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return Prisma.sql`EXISTS (SELECT 1 FROM "SkillVersion" uv WHERE uv."skillId" = ${Prisma.raw(`${alias}."skillId"`)} AND uv."version" = ${Prisma.raw(`${alias}."version"`)} AND uv."orgReview" IS NOT NULL)`;
}

/** audienceReads (readable-audience.ts) for raw SQL: the skill's visibility and owner, its state aside. */
export function audienceSql(
  alias: string,
  audience: { internal: boolean; owners: string[] },
  columns: { visibility: string; ownerId: string } = { visibility: "visibility", ownerId: "ownerId" },
): Prisma.Sql {
  if (!/^[a-z_]+$/.test(alias) || !/^[A-Za-z]+$/.test(columns.visibility + columns.ownerId)) throw new Error(`not a table alias: ${alias}`);
  const visibility = Prisma.raw(`${alias}."${columns.visibility}"`);
  const owner = Prisma.raw(`${alias}."${columns.ownerId}"`);
  return Prisma.sql`(${visibility} = 'PUBLIC'${audience.internal ? Prisma.sql` OR ${visibility} = 'INTERNAL'` : Prisma.empty} OR (${visibility} NOT IN ('PUBLIC', 'INTERNAL') AND ${owner} = ANY(${audience.owners}::text[])))`;
}

/** audienceReads for Prisma: the skill's visibility and owner, its state aside. */
export function audienceWhere(audience: { internal: boolean; owners: string[] }): Prisma.SkillWhereInput {
  const readable: Prisma.SkillWhereInput[] = [{ visibility: "PUBLIC" }];
  if (audience.internal) readable.push({ visibility: "INTERNAL" });
  if (audience.owners.length > 0) readable.push({ visibility: { notIn: ["PUBLIC", "INTERNAL"] }, ownerId: { in: audience.owners } });
  return { OR: readable };
}

/** Not deleted, not held or hidden, and in the audience: the skills a reader's listings (its change feed) follow. */
export function readableSkillSql(alias: string, audience: { internal: boolean; owners: string[] }): Prisma.Sql {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return Prisma.sql`(${Prisma.raw(`${alias}."deletedAt"`)} IS NULL AND ${Prisma.raw(`${alias}."moderation"`)} = 'ACTIVE' AND ${audienceSql(alias, audience)})`;
}
