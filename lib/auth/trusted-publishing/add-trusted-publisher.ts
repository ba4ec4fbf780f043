// An owner allows a GitHub workflow to publish their skill without a long-lived token.
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { trustedPublisherInputSchema, type TrustedPublisherInput } from "../schemas/trusted-publisher-input";
import { findManagedSkill } from "./find-managed-skill";
import { trustedPublisherSelect, type TrustedPublisherView } from "./trusted-publisher-view";

const MAX_PER_SKILL = 20;

export async function addTrustedPublisher(input: { actor: Actor; slug: string; publisher: TrustedPublisherInput; ip?: string }): Promise<TrustedPublisherView> {
  const publisher = trustedPublisherInputSchema.parse(input.publisher);
  const skill = await findManagedSkill({ actor: input.actor, slug: input.slug });
  return db.$transaction(async (tx) => {
    const existing = await tx.trustedPublisher.findMany({ where: { skillId: skill.id }, select: { repository: true, workflow: true, environment: true } });
    // The unique index treats a missing environment as distinct (NULL), so duplicates are checked here.
    const duplicate = existing.some(
      (row) => row.repository.toLowerCase() === publisher.repository.toLowerCase() && row.workflow === publisher.workflow && (row.environment ?? "") === (publisher.environment ?? ""),
    );
    if (duplicate) throw new AppError("TRUSTED_PUBLISHER_EXISTS", "That repository and workflow are already trusted for this skill.");
    if (existing.length >= MAX_PER_SKILL) throw new AppError("VALIDATION_FAILED", `A skill can have at most ${MAX_PER_SKILL} trusted publishers.`);
    const row = await tx.trustedPublisher.create({
      data: { skillId: skill.id, repository: publisher.repository, workflow: publisher.workflow, environment: publisher.environment ?? null, createdById: input.actor.userId },
      select: trustedPublisherSelect,
    });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "trusted-publisher.add",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      data: { id: row.id, repository: row.repository, workflow: row.workflow, environment: row.environment },
      ip: input.ip ?? null,
    });
    return row;
  });
}
