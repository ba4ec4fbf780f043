// Everything the skill page header and its tabs share, in as few queries as possible: the skill,
// its owner, the version being viewed (latest unless one is asked for), its dist-tags, and what
// the viewer may do. Hidden and held skills are visible to their owners and moderators only.
import type { Actor } from "@/lib/auth/actor";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseSemver } from "@/lib/ids";
import { isModerator } from "@/lib/auth/actor";
import { canActForPublisher } from "@/lib/publish/can-manage-skill";
import type { RuntimeId, SkillManifest } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";

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
  digest: true,
  fileCount: true,
  totalSize: true,
  compatibility: true,
  scanReport: true,
  publishedBy: { select: { handle: true } },
} as const satisfies Prisma.SkillVersionSelect;

type VersionRow = Prisma.SkillVersionGetPayload<{ select: typeof versionSelect }>;

export type SkillPageVersion = Omit<VersionRow, "manifest" | "compatibility" | "scanReport"> & {
  manifest: SkillManifest;
  compatibility: Record<RuntimeId, { loads: boolean; reason?: string }>;
  scan: Pick<ScanReport, "verdict" | "summary" | "explanation"> & { findingCount: number };
};

function shapeVersion(row: VersionRow): SkillPageVersion {
  const { manifest, compatibility, scanReport, ...rest } = row;
  const report = scanReport as unknown as ScanReport;
  return {
    ...rest,
    manifest: manifest as unknown as SkillManifest,
    compatibility: compatibility as unknown as SkillPageVersion["compatibility"],
    scan: { verdict: report.verdict, summary: report.summary, explanation: report.explanation, findingCount: report.findings.length },
  };
}

export async function getSkillPage(input: { slug: string; actor: Actor | null; version?: string }) {
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: {
      id: true, slug: true, displayName: true, summary: true, topics: true, ownerId: true, moderation: true, moderationReason: true,
      deletedAt: true, verdict: true, downloads: true, installs: true, stars: true, versionCount: true, createdAt: true, updatedAt: true,
      owner: { select: { handle: true, displayName: true, image: true, official: true, kind: true } },
      latestVersion: { select: versionSelect },
      distTags: { select: { tag: true, version: { select: { version: true } } } },
    },
  });
  if (!skill) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });
  const publiclyVisible = skill.deletedAt === null && skill.moderation === "ACTIVE";
  const canManage = input.actor ? await canActForPublisher(db, input.actor, skill.ownerId) : false;
  const privileged = canManage || (input.actor !== null && isModerator(input.actor));
  if (skill.deletedAt && !privileged) throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug } });
  if (!publiclyVisible && !privileged) throw new AppError("SKILL_NOT_FOUND", `No skill '${input.slug}'.`, { details: { slug: input.slug } });

  let row: VersionRow | null = skill.latestVersion;
  if (input.version && input.version !== row?.version) {
    if (!parseSemver(input.version)) throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version '${input.version}'.`, { details: { slug: skill.slug, version: input.version } });
    row = await db.skillVersion.findUnique({ where: { skillId_version: { skillId: skill.id, version: input.version } }, select: versionSelect });
    if (!row) throw new AppError("VERSION_NOT_FOUND", `${skill.slug} has no version '${input.version}'.`, { details: { slug: skill.slug, version: input.version } });
  } else if (!row) {
    // Nothing installable (all withdrawn or blocked): show the newest version so the page still explains why.
    row = await db.skillVersion.findFirst({ where: { skillId: skill.id }, orderBy: [{ createdAt: "desc" }], select: versionSelect });
  }
  const starred = input.actor
    ? (await db.star.findUnique({ where: { userId_skillId: { userId: input.actor.userId, skillId: skill.id } }, select: { skillId: true } })) !== null
    : false;
  const { latestVersion, distTags, ...rest } = skill;
  return {
    skill: rest,
    latestVersion: latestVersion?.version ?? null,
    version: row ? shapeVersion(row) : null,
    distTags: distTags.map((entry) => ({ tag: entry.tag, version: entry.version.version })).sort((a, b) => a.tag.localeCompare(b.tag)),
    privileged,
    starred,
    /** The viewer owns (or publishes for) the skill: manage actions are offered. */
    canManage,
  };
}

export type SkillPage = Awaited<ReturnType<typeof getSkillPage>>;
