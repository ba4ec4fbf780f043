// Why a skill has the verdict it has (`clawhub inspect`): the scanner's findings on the latest
// installable version (or, when none is installable, the newest version) with file and line.
import { clawhubVerdict, versionStatus, visibleVersionWhere, type Sight } from "@/lib/access";
import type { SkillModerationDetail } from "@/lib/api-schemas/skill-moderation";
import { db } from "@/lib/db";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { reasonCodes } from "./present-skill";
import { scanReportOf } from "./stored-columns";

const CLAWHUB_SEVERITY = { critical: "critical", high: "warn", medium: "warn", low: "info", info: "info" } as const;

export async function getSkillModeration(lookup: SkillLookup): Promise<{ body: SkillModerationDetail; sight: Sight }> {
  const { skill, sight } = await findCatalogSkill(lookup);
  const { privileged } = sight;
  const select = {
    version: true,
    verdict: true,
    verdictSummary: true,
    scannerVersion: true,
    scanReport: true,
    createdAt: true,
    withdrawnAt: true,
    blockedAt: true,
    blockedReason: true,
    orgReview: true,
    publishedById: true,
  } as const;
  const version = skill.latestVersionId
    ? await db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select })
    : await db.skillVersion.findFirst({
        where: { skillId: skill.id, ...visibleVersionWhere(sight) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select,
      });
  const report = version ? scanReportOf(version.scanReport) : null;
  const status = version ? versionStatus({ skill, version, sight }) : null;
  const neverInstallable = status?.state === "blocked" || status?.state === "malicious";
  const blocked = !skill.latestVersionId && neverInstallable;
  const verdict = status ? clawhubVerdict(status) : "clean";
  return {
    sight,
    body: {
      moderation: {
        isSuspicious: verdict === "suspicious",
        isMalwareBlocked: blocked,
        verdict,
        reasonCodes: version && verdict !== "clean" ? reasonCodes(version.scanReport) : [],
        updatedAt: version ? version.createdAt.getTime() : null,
        engineVersion: version?.scannerVersion ?? null,
        summary: version?.verdictSummary || null,
        legacyReason: privileged ? (version?.blockedReason ?? skill.moderationReason ?? null) : null,
        evidence: (report?.findings ?? []).map((finding) => ({
          code: finding.ruleId,
          severity: CLAWHUB_SEVERITY[finding.severity],
          scannerSeverity: finding.severity,
          file: finding.file,
          line: finding.line,
          message: finding.message,
          evidence: finding.evidence,
        })),
        version: version?.version ?? null,
        explanation: report?.explanation ?? null,
      },
    },
  };
}
