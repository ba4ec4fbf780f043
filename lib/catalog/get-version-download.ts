// What /api/v1/download serves: the deterministic zip stored at publish time (the exact bytes that
// were scanned), found in one query on the hot path. Only what lib/access calls installable is
// served, to anyone (owners included): a deleted skill's, a withdrawn or a blocked version's zip is not.
import { assertInstallable, skillGone, skillInstallRefusal, versionStatus, type DbVerdict } from "@/lib/access";
import { restrictedRead, type RestrictedRead } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkSkillVisible, type SkillLookup } from "./find-catalog-skill";
import type { VersionRef } from "./find-catalog-version";
import { readCachedBlob } from "@/lib/cache/blob/read-cached-blob";

type Row = {
  skillId: string;
  slug: string;
  ownerId: string;
  ownerHandle: string;
  moderation: string;
  visibility: string;
  deletedAt: Date | null;
  versionId: string | null;
  version: string | null;
  digest: string | null;
  zipSha256: string | null;
  verdict: DbVerdict | null;
  withdrawnAt: Date | null;
  blockedAt: Date | null;
  orgReview: string | null;
  publishedById: string | null;
};

export type VersionDownload = {
  skillId: string;
  slug: string;
  version: string;
  digest: string;
  zipSha256: string;
  bytes: Uint8Array;
  /** The request named an exact version: the URL can never mean other bytes. */
  exact: boolean;
  /** Anyone may download it (lib/access: public): shared caches may keep it. */
  public: boolean;
  /** The skill is internal or private: its downloads go to its publisher's audit log (who took what; lib/audit). */
  audited: RestrictedRead | null;
};

async function loadRow(slug: string, ref: VersionRef): Promise<Row | null> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT s."id" AS "skillId", s."slug", s."ownerId", u."handle" AS "ownerHandle", s."moderation"::text AS "moderation", s."visibility"::text AS "visibility", s."deletedAt",
           v."id" AS "versionId", v."version", v."digest", v."zipSha256", v."verdict"::text AS "verdict", v."withdrawnAt", v."blockedAt", v."orgReview"::text AS "orgReview", v."publishedById"
    FROM "Skill" s
    JOIN "User" u ON u."id" = s."ownerId"
    LEFT JOIN "DistTag" t ON t."skillId" = s."id" AND t."tag" = ${ref.tag ?? null}
    LEFT JOIN "SkillVersion" v ON v."id" = CASE
      WHEN ${ref.version ?? null}::text IS NOT NULL THEN (SELECT x."id" FROM "SkillVersion" x WHERE x."skillId" = s."id" AND x."version" = ${ref.version ?? null})
      WHEN ${ref.tag ?? null}::text IS NOT NULL THEN t."versionId"
      ELSE s."latestVersionId" END
    WHERE s."slug" = ${slug}`;
  return rows[0] ?? null;
}

export async function getVersionDownload(input: SkillLookup & VersionRef): Promise<VersionDownload> {
  const row = await loadRow(input.slug, input);
  const { skill, sight } = await checkSkillVisible(row && { ...row, id: row.skillId }, { ...input, ownerHandleOf: (r) => r.ownerHandle });
  if (skillInstallRefusal(skill)) throw skillGone(skill.slug);
  if (!skill.versionId || !skill.version || !skill.zipSha256 || !skill.digest || !skill.verdict) {
    if (input.version !== undefined)
      throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version ${input.version}.`, { details: { slug: skill.slug, version: input.version } });
    if (input.tag !== undefined)
      throw new AppError("TAG_NOT_FOUND", `${skill.slug} has no dist-tag '${input.tag}'.`, { details: { slug: skill.slug, tag: input.tag } });
    throw new AppError("NO_INSTALLABLE_VERSION", `${skill.slug} has no installable version.`, { details: { slug: skill.slug } });
  }
  const status = versionStatus({
    skill,
    version: {
      verdict: skill.verdict,
      withdrawnAt: skill.withdrawnAt,
      blockedAt: skill.blockedAt,
      orgReview: skill.orgReview,
      publishedById: skill.publishedById ?? undefined,
    },
    sight,
  });
  assertInstallable(status, { slug: skill.slug, version: skill.version });
  const bytes = await readCachedBlob(skill.zipSha256);
  if (!bytes) throw new Error(`zip blob ${skill.zipSha256} of ${skill.slug}@${skill.version} is missing from the blob store`);
  return {
    skillId: skill.skillId,
    slug: skill.slug,
    version: skill.version,
    digest: skill.digest,
    zipSha256: skill.zipSha256,
    bytes,
    exact: input.version !== undefined,
    public: status.public,
    audited: restrictedRead({ ...skill, id: skill.skillId }, { id: skill.versionId, version: skill.version }),
  };
}
