// Why a skill has the verdict it has (`clawhub inspect`): the scanner's findings on the latest
// installable version (or, when none is installable, the newest version) with file and line.
import type { SkillModerationDetail } from "@/lib/api-schemas/skill-moderation";
import { db } from "@/lib/db";
import type { Finding } from "@/scanner";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { reasonCodes, verdictName } from "./present-skill";

const CLAWHUB_SEVERITY = { critical: "critical", high: "warn", medium: "warn", low: "info", info: "info" } as const;

export async function getSkillModeration(lookup: SkillLookup): Promise<{ body: SkillModerationDetail; privileged: boolean }> {
  const { skill, privileged } = await findCatalogSkill(lookup);
  const select = { version: true, verdict: true, verdictSummary: true, scannerVersion: true, scanReport: true, createdAt: true, blockedAt: true, blockedReason: true } as const;
  const version = skill.latestVersionId
    ? await db.skillVersion.findUnique({ where: { id: skill.latestVersionId }, select })
    : await db.skillVersion.findFirst({ where: { skillId: skill.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select });
  const report = (version?.scanReport ?? null) as { findings?: Finding[]; explanation?: string } | null;
  const blocked = !skill.latestVersionId && Boolean(version && (version.blockedAt || version.verdict === "MALICIOUS"));
  const verdict = version ? (version.blockedAt ? "malicious" : verdictName(version.verdict)) : "clean";
  return {
    privileged,
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
