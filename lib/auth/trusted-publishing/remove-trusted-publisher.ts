// An owner withdraws a workflow's right to publish. Tokens it already minted expire within 15 minutes.
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findManagedSkill } from "./find-managed-skill";

export async function removeTrustedPublisher(input: { actor: Actor; slug: string; id: string; ip?: string }): Promise<void> {
  const skill = await findManagedSkill({ actor: input.actor, slug: input.slug });
  await db.$transaction(async (tx) => {
    const row = await tx.trustedPublisher.findFirst({
      where: { id: input.id, skillId: skill.id },
      select: { id: true, repository: true, workflow: true, environment: true },
    });
    if (!row) throw new AppError("TRUSTED_PUBLISHER_NOT_FOUND", "No such trusted publisher on this skill.");
    await tx.trustedPublisher.delete({ where: { id: row.id } });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "trusted-publisher.remove",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      data: { id: row.id, repository: row.repository, workflow: row.workflow, environment: row.environment },
      ip: input.ip ?? null,
    });
  });
}
