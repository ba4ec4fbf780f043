// Appends to the audit log inside the caller's transaction: the record and the change commit together.
// Each entry names the publisher it concerns (an org's audit log reads by it): the org an org entry
// is about, or the owner of the skill at the time; callers that know it pass it and save the read.
import type { Db, Prisma, Tx } from "@/lib/db";

export type AuditEntry = {
  actorId: string | null;
  /** Dotted verb: "version.publish", "skill.delete", "publish.blocked", "moderation.block-version", … */
  action: string;
  targetType: "skill" | "version" | "user" | "report" | "transfer" | "token" | "appeal" | "alert" | "github-source" | "mirror" | "org";
  targetId: string;
  skillId?: string | null;
  /** The publisher (user or org) the entry concerns; by default the org named by an org entry, else the skill's owner. */
  publisherId?: string | null;
  reason?: string | null;
  data?: Prisma.InputJsonValue;
  ip?: string | null;
};

async function publisherOf(client: Db | Tx, entry: AuditEntry): Promise<string | null> {
  if (entry.publisherId !== undefined) return entry.publisherId;
  if (entry.targetType === "org") return entry.targetId;
  if (!entry.skillId) return null;
  return (await client.skill.findUnique({ where: { id: entry.skillId }, select: { ownerId: true } }))?.ownerId ?? null;
}

/** `client`: the caller's transaction; a lone entry (a download) may be written with the plain client. */
export async function recordAudit(client: Db | Tx, entry: AuditEntry): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      skillId: entry.skillId ?? null,
      publisherId: await publisherOf(client, entry),
      reason: entry.reason ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  });
}
