// A malicious upload publishes nothing, but is remembered: an audit entry with the findings,
// and a point on the publisher's abuse score that moderators watch.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { ScanReport } from "@/scanner";

export async function recordBlockedAttempt(input: { actor: Actor; slug: string; version: string | undefined; digest: string; scan: ScanReport; ip?: string }) {
  await db.$transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "publish.blocked",
      targetType: "user",
      targetId: input.actor.userId,
      reason: input.scan.summary,
      ip: input.ip ?? null,
      data: {
        slug: input.slug,
        version: input.version ?? null,
        digest: input.digest,
        scannerVersion: input.scan.scannerVersion,
        findings: input.scan.findings
          .filter((finding) => finding.severity === "critical" || finding.severity === "high")
          .slice(0, 50)
          .map((finding) => ({ ruleId: finding.ruleId, severity: finding.severity, file: finding.file, line: finding.line })),
      },
    });
    await tx.user.update({ where: { id: input.actor.userId }, data: { abuseScore: { increment: 1 } } });
  });
}
