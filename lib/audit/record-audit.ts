// Appends to the audit log inside the caller's transaction: the record and the change commit together.
import type { Prisma, Tx } from "@/lib/db";

export type AuditEntry = {
  actorId: string | null;
  /** Dotted verb: "version.publish", "skill.delete", "publish.blocked", "moderation.block-version", … */
  action: string;
  targetType: "skill" | "version" | "user" | "report" | "transfer" | "token" | "appeal" | "alert" | "github-source" | "mirror";
  targetId: string;
  skillId?: string | null;
  reason?: string | null;
  data?: Prisma.InputJsonValue;
  ip?: string | null;
};

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      skillId: entry.skillId ?? null,
      reason: entry.reason ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  });
}
