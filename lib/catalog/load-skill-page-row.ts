// One query for everything the skill page header and tabs share: the skill and its owner, the
// version being viewed (asked for, else latest, else newest), the latest version number, the
// dist-tags and the viewer's star. Every tab renders from it, so it is on the hot path: the scan
// report is summarised in SQL (its findings are only counted here), never loaded whole.
import { db, type Prisma } from "@/lib/db";

/* eslint-disable @typescript-eslint/no-unused-vars -- used for typing only: the rows have the shapes Prisma would give these selects */
const skillSelect = {
  id: true,
  slug: true,
  displayName: true,
  summary: true,
  topics: true,
  ownerId: true,
  moderation: true,
  moderationReason: true,
  deletedAt: true,
  visibility: true,
  verdict: true,
  downloads: true,
  installs: true,
  stars: true,
  versionCount: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.SkillSelect;
const ownerSelect = { handle: true, displayName: true, image: true, official: true, kind: true } as const satisfies Prisma.UserSelect;
const versionSelect = {
  id: true,
  version: true,
  createdAt: true,
  changelog: true,
  manifest: true,
  verdict: true,
  verdictSummary: true,
  reviewState: true,
  withdrawnAt: true,
  withdrawnReason: true,
  blockedAt: true,
  blockedReason: true,
  orgReview: true,
  orgReviewReason: true,
  orgReviewedAt: true,
  publishedById: true,
  digest: true,
  fileCount: true,
  totalSize: true,
  compatibility: true,
  provenance: true,
} as const satisfies Prisma.SkillVersionSelect;
/* eslint-enable @typescript-eslint/no-unused-vars */

type SkillColumns = Prisma.SkillGetPayload<{ select: typeof skillSelect }>;
type OwnerColumns = Prisma.UserGetPayload<{ select: typeof ownerSelect }>;
export type SkillPageVersionRow = Prisma.SkillVersionGetPayload<{ select: typeof versionSelect }> & {
  publishedBy: { handle: string };
  /** From the stored scan report: its verdict, summary, explanation and number of findings. */
  scan: { verdict: string; summary: string; explanation: string; findingCount: number };
};
export type SkillPageRow = {
  skill: SkillColumns & { owner: OwnerColumns };
  latestVersion: string | null;
  version: SkillPageVersionRow | null;
  distTags: Array<{ tag: string; version: string }>;
  starred: boolean;
};

type Flat = SkillColumns & { [K in keyof OwnerColumns as `owner_${K}`]: OwnerColumns[K] } & {
  latestVersion: string | null;
  distTags: Array<{ tag: string; version: string }>;
  starred: boolean;
  v_id: string | null;
  v_publishedBy: string | null;
  v_scanVerdict: string | null;
  v_scanSummary: string | null;
  v_scanExplanation: string | null;
  v_findingCount: number | null;
} & { [K in Exclude<keyof typeof versionSelect, "id"> as `v_${K}`]: SkillPageVersionRow[K] };

/** `version`: an exact semver to show instead of the latest (null: latest, else the newest row). */
export async function loadSkillPageRow(input: { slug: string; version: string | null; userId: string | null }): Promise<SkillPageRow | null> {
  const rows = await db.$queryRaw<Flat[]>`
    SELECT s."id", s."slug", s."displayName", s."summary", s."topics", s."ownerId", s."moderation"::text AS "moderation", s."visibility"::text AS "visibility", s."moderationReason",
           s."deletedAt", s."verdict"::text AS "verdict", s."downloads", s."installs", s."stars", s."versionCount", s."createdAt", s."updatedAt",
           u."handle" AS "owner_handle", u."displayName" AS "owner_displayName", u."image" AS "owner_image", u."official" AS "owner_official", u."kind"::text AS "owner_kind",
           lv."version" AS "latestVersion",
           COALESCE((SELECT json_agg(json_build_object('tag', t."tag", 'version', tv."version"))
                     FROM "DistTag" t JOIN "SkillVersion" tv ON tv."id" = t."versionId" WHERE t."skillId" = s."id"), '[]'::json) AS "distTags",
           EXISTS (SELECT 1 FROM "Star" st WHERE st."userId" = ${input.userId}::text AND st."skillId" = s."id") AS "starred",
           v."id" AS "v_id", v."version" AS "v_version", v."createdAt" AS "v_createdAt", v."changelog" AS "v_changelog", v."manifest" AS "v_manifest",
           v."verdict"::text AS "v_verdict", v."verdictSummary" AS "v_verdictSummary", v."reviewState" AS "v_reviewState",
           v."withdrawnAt" AS "v_withdrawnAt", v."withdrawnReason" AS "v_withdrawnReason", v."blockedAt" AS "v_blockedAt", v."blockedReason" AS "v_blockedReason",
           v."orgReview"::text AS "v_orgReview", v."orgReviewReason" AS "v_orgReviewReason", v."orgReviewedAt" AS "v_orgReviewedAt", v."publishedById" AS "v_publishedById",
           v."digest" AS "v_digest", v."fileCount" AS "v_fileCount", v."totalSize" AS "v_totalSize", v."compatibility" AS "v_compatibility", v."provenance" AS "v_provenance",
           p."handle" AS "v_publishedBy",
           v."scanReport"->>'verdict' AS "v_scanVerdict", v."scanReport"->>'summary' AS "v_scanSummary", v."scanReport"->>'explanation' AS "v_scanExplanation",
           jsonb_array_length(v."scanReport"->'findings') AS "v_findingCount"
    FROM "Skill" s
    JOIN "User" u ON u."id" = s."ownerId"
    LEFT JOIN "SkillVersion" lv ON lv."id" = s."latestVersionId"
    LEFT JOIN "SkillVersion" v ON v."id" = CASE
      WHEN ${input.version}::text IS NOT NULL THEN (SELECT x."id" FROM "SkillVersion" x WHERE x."skillId" = s."id" AND x."version" = ${input.version}::text)
      WHEN s."latestVersionId" IS NOT NULL THEN s."latestVersionId"
      ELSE (SELECT x."id" FROM "SkillVersion" x WHERE x."skillId" = s."id" AND x."orgReview" IS NULL ORDER BY x."createdAt" DESC LIMIT 1) END
    LEFT JOIN "User" p ON p."id" = v."publishedById"
    WHERE s."slug" = ${input.slug}`;
  const row = rows[0];
  if (!row) return null;
  return {
    skill: {
      id: row.id,
      slug: row.slug,
      displayName: row.displayName,
      summary: row.summary,
      topics: row.topics,
      ownerId: row.ownerId,
      moderation: row.moderation,
      moderationReason: row.moderationReason,
      deletedAt: row.deletedAt,
      visibility: row.visibility,
      verdict: row.verdict,
      downloads: row.downloads,
      installs: row.installs,
      stars: row.stars,
      versionCount: row.versionCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      owner: { handle: row.owner_handle, displayName: row.owner_displayName, image: row.owner_image, official: row.owner_official, kind: row.owner_kind },
    },
    latestVersion: row.latestVersion,
    version:
      row.v_id === null
        ? null
        : {
            id: row.v_id,
            version: row.v_version,
            createdAt: row.v_createdAt,
            changelog: row.v_changelog,
            manifest: row.v_manifest,
            verdict: row.v_verdict,
            verdictSummary: row.v_verdictSummary,
            reviewState: row.v_reviewState,
            withdrawnAt: row.v_withdrawnAt,
            withdrawnReason: row.v_withdrawnReason,
            blockedAt: row.v_blockedAt,
            blockedReason: row.v_blockedReason,
            orgReview: row.v_orgReview,
            orgReviewReason: row.v_orgReviewReason,
            orgReviewedAt: row.v_orgReviewedAt,
            publishedById: row.v_publishedById,
            digest: row.v_digest,
            fileCount: row.v_fileCount,
            totalSize: row.v_totalSize,
            compatibility: row.v_compatibility,
            provenance: row.v_provenance,
            publishedBy: { handle: row.v_publishedBy ?? "" },
            scan: {
              verdict: row.v_scanVerdict ?? "",
              summary: row.v_scanSummary ?? "",
              explanation: row.v_scanExplanation ?? "",
              findingCount: row.v_findingCount ?? 0,
            },
          },
    distTags: row.distTags,
    starred: row.starred,
  };
}
