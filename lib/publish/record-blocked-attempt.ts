// A malicious upload publishes nothing, but is remembered: an audit entry with the findings,
// and a point on the publisher's abuse score that moderators watch. A blocked GitHub sync is
// attributed to the sync (the source, the repository, the commit), not charged to the person who
// turned sync on: they did not choose that content at that moment, and a push to their repository
// must not be a way to get their account flagged.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { ScanReport } from "@/scanner";

export async function recordBlockedAttempt(input: { actor: Actor; slug: string; version: string | undefined; digest: string; scan: ScanReport; ip?: string }) {
  const sync = input.actor.automation;
  await db.$transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: sync ? null : input.actor.userId,
      action: "publish.blocked",
      targetType: sync ? "github-source" : "user",
      targetId: sync ? sync.skillId : input.actor.userId,
      skillId: sync?.skillId ?? null,
      reason: input.scan.summary,
      ip: input.ip ?? null,
      data: {
        slug: input.slug,
        version: input.version ?? null,
        ...(sync ? { via: sync.kind, syncActorId: input.actor.userId, repositoryId: sync.repositoryId, commit: sync.commit } : {}),
        digest: input.digest,
        scannerVersion: input.scan.scannerVersion,
        findings: input.scan.findings
          .filter((finding) => finding.severity === "critical" || finding.severity === "high")
          .slice(0, 50)
          .map((finding) => ({ ruleId: finding.ruleId, severity: finding.severity, file: finding.file, line: finding.line })),
      },
    });
    if (!sync) await tx.user.update({ where: { id: input.actor.userId }, data: { abuseScore: { increment: 1 } } });
  });
}
