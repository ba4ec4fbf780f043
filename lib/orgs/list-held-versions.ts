// The org's review queue: versions its policy held (suspicious, `hold`) that wait for an owner or
// admin, oldest first, with what a reviewer needs to decide (verdict, summary, findings, publisher).
import type { StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import { readHeldLabels } from "@/lib/publish/held-labels";
import { assertOrgAdmin } from "./assert-org-admin";
import { findOrg } from "./find-org";

export const REVIEW_QUEUE_LIMIT = 200;

export async function listHeldVersions(input: { org: string; actor: StandingActor }) {
  const org = await findOrg(db, input.org);
  await assertOrgAdmin(db, input.actor, org.id);
  const rows = await db.skillVersion.findMany({
    where: { orgReview: "HELD", skill: { ownerId: org.id } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: REVIEW_QUEUE_LIMIT + 1,
    select: {
      version: true,
      createdAt: true,
      verdict: true,
      verdictSummary: true,
      scanReport: true,
      changelog: true,
      heldLabels: true,
      skill: { select: { slug: true, displayName: true, visibility: true } },
      publishedBy: { select: { handle: true } },
    },
  });
  const items = rows.slice(0, REVIEW_QUEUE_LIMIT).map((row) => {
    const report = scanReportOf(row.scanReport);
    return {
      slug: row.skill.slug,
      displayName: row.skill.displayName,
      visibility: row.skill.visibility.toLowerCase(),
      version: row.version,
      publishedAt: row.createdAt.toISOString(),
      publishedBy: row.publishedBy.handle,
      verdict: row.verdict.toLowerCase(),
      summary: row.verdictSummary,
      changelog: row.changelog,
      // Approving also applies these (lib/publish/held-labels.ts): the reviewer sees them first.
      labels: readHeldLabels(row.heldLabels),
      findings: report.findings
        .slice(0, 20)
        .map((finding) => ({ ruleId: finding.ruleId, severity: finding.severity, file: finding.file, line: finding.line ?? null, message: finding.message })),
      findingCount: report.findings.length,
    };
  });
  return { org: { handle: org.handle, displayName: org.displayName }, items, more: rows.length > REVIEW_QUEUE_LIMIT };
}
