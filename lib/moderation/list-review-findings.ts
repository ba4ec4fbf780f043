// The scanner's findings of versions in the moderation queue, worst first, so a moderator can
// judge most versions from the queue itself and open the full report only when in doubt.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import { SEVERITY_ORDER, type Finding } from "@/scanner/types";
import { assertModerator } from "./assert-moderator";

export async function listReviewFindings(input: {
  actor: Actor;
  versionIds: string[];
  perVersion?: number;
}): Promise<Map<string, { findings: Finding[]; total: number }>> {
  assertModerator(input.actor);
  if (input.versionIds.length === 0) return new Map();
  const rows = await db.skillVersion.findMany({ where: { id: { in: input.versionIds } }, select: { id: true, scanReport: true } });
  const keep = input.perVersion ?? 5;
  return new Map(
    rows.map((row) => {
      const findings = [...scanReportOf(row.scanReport).findings].sort(
        (a, b) => SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity] || b.confidence - a.confidence,
      );
      return [row.id, { findings: findings.slice(0, keep), total: findings.length }];
    }),
  );
}
