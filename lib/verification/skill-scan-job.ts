// `clawhub scan --slug <owner/slug>` and `clawhub scan download` (POST/GET /api/v1/skills/-/scan…):
// ClawHub's scan-job API over our scanner. Every published version already carries the scanner's
// report, so a job is done the moment it is asked for (status "succeeded"); its id names the
// version, which keeps the API stateless. `update: true` (write a fresh scan back) rescans the
// stored bytes with the current scanner, and is a moderator's action, as ClawHub's is.
import { seesVersion, verdictName, type DbVerdict } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { isModerator } from "@/lib/auth/actor";
import { catalogSkillSelect, checkSkillVisible } from "@/lib/catalog/find-catalog-skill";
import { findCatalogVersion } from "@/lib/catalog/find-catalog-version";
import { findCatalogSkill } from "@/lib/catalog/find-catalog-skill";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { rescanVersion } from "@/lib/moderation/rescan-version";
import type { ScanReport } from "@/scanner";
import { reasonCodes } from "@/lib/catalog/present-skill";
import { scanReportOf } from "@/lib/catalog/stored-columns";

const SCAN_ID = /^scan_([a-z0-9]{16,40})$/;

const versionSelect = {
  id: true,
  version: true,
  createdAt: true,
  digest: true,
  verdict: true,
  verdictSummary: true,
  scannerVersion: true,
  scanReport: true,
  withdrawnAt: true,
  blockedAt: true,
  reviewState: true,
  orgReview: true,
  publishedById: true,
} as const;

type ScanVersion = { id: string; version: string; createdAt: Date; digest: string; verdict: DbVerdict; scannerVersion: string; scanReport: unknown };

function notFound(): AppError {
  return new AppError("NOT_FOUND", "Scan not found");
}

function present(input: {
  skill: { slug: string; displayName: string; owner: { handle: string } };
  version: ScanVersion;
  update: boolean;
  writtenBack: boolean;
}) {
  const { skill, version } = input;
  const report = scanReportOf(version.scanReport);
  const at = version.createdAt.getTime();
  return {
    ok: true as const,
    scanId: `scan_${version.id}`,
    status: "succeeded" as const,
    sourceKind: "published" as const,
    update: input.update,
    writtenBack: input.writtenBack,
    artifact: { slug: skill.slug, ownerHandle: skill.owner.handle, displayName: skill.displayName, version: version.version, digest: version.digest },
    report: {
      staticAnalysis: {
        status: report.verdict,
        effectiveVerdict: verdictName(version.verdict),
        reasonCodes: reasonCodes(report),
        summary: report.summary,
        engineVersion: version.scannerVersion,
        findings: report.findings.map((finding) => ({
          code: finding.ruleId,
          severity: finding.severity,
          file: `${finding.file}:${finding.line}`,
          message: finding.message,
        })),
      },
    },
    createdAt: at,
    updatedAt: at,
    completedAt: at,
  };
}

export type SkillScanJob = ReturnType<typeof present>;
/** The job as answered, and the scanner's full report behind it (for the report ZIP). */
export type SkillScan = { job: SkillScanJob; report: ScanReport };

function scanOf(input: Parameters<typeof present>[0]): SkillScan {
  return { job: present(input), report: scanReportOf(input.version.scanReport) };
}

/** POST /api/v1/skills/-/scan with source {kind: "published", slug, ownerHandle?, version?}. */
export async function submitSkillScan(input: {
  actor: Actor | null;
  slug: string;
  ownerHandle?: string;
  version?: string;
  update: boolean;
}): Promise<SkillScan> {
  if (input.update && (!input.actor || !isModerator(input.actor)))
    throw new AppError("FORBIDDEN", "Writing a fresh scan back (update) is a moderator's action.");
  const { skill, sight } = await findCatalogSkill({ slug: input.slug, ownerHandle: input.ownerHandle, viewer: input.actor });
  let { version } = await findCatalogVersion(skill, sight, input.version === undefined ? {} : { version: input.version }, versionSelect);
  if (input.update) {
    await rescanVersion({ versionId: version.id, actorId: input.actor!.userId });
    version = await db.skillVersion.findUniqueOrThrow({ where: { id: version.id }, select: versionSelect });
  }
  return scanOf({ skill, version, update: input.update, writtenBack: input.update });
}

/** GET /api/v1/skills/-/scan/{scanId}: the job's (the version's current) scan, as the caller may see it. */
export async function getSkillScan(input: { actor: Actor | null; scanId: string }): Promise<SkillScan> {
  const id = SCAN_ID.exec(input.scanId)?.[1];
  if (!id) throw notFound();
  const version = await db.skillVersion.findUnique({ where: { id }, select: { ...versionSelect, skill: { select: catalogSkillSelect } } });
  if (!version) throw notFound();
  let sight;
  try {
    ({ sight } = await checkSkillVisible(version.skill, { slug: version.skill.slug, viewer: input.actor }));
  } catch {
    throw notFound();
  }
  // A version held for (or refused by) its org's review is, by id as by number, unknown to all but its reviewers and publisher.
  if (!seesVersion(sight, version)) throw notFound();
  return scanOf({ skill: version.skill, version, update: false, writtenBack: false });
}

/** GET /api/v1/skills/-/scan/download/{slug}?version=: the stored scan of one published version. */
export async function findSkillScan(input: { actor: Actor | null; slug: string; ownerHandle?: string; version: string }): Promise<SkillScan> {
  const { skill, sight } = await findCatalogSkill({ slug: input.slug, ownerHandle: input.ownerHandle, viewer: input.actor });
  const { version } = await findCatalogVersion(skill, sight, { version: input.version }, versionSelect);
  return scanOf({ skill, version, update: false, writtenBack: false });
}
