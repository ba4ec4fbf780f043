// Remove a dist-tag. `latest` cannot be removed: it exists whenever an installable version does.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockManagedSkill } from "./lock-managed-skill";

export async function removeDistTag(input: { actor: Actor; slug: string; tag: string; ip?: string }) {
  const tag = input.tag.trim().toLowerCase();
  if (tag === "latest") throw new AppError("TAG_INVALID", "'latest' is computed from the versions and cannot be removed.", { details: { tag } });
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "publish" });
    const existing = await tx.distTag.findUnique({ where: { skillId_tag: { skillId: skill.id, tag } }, select: { version: { select: { version: true } } } });
    if (!existing) throw new AppError("TAG_NOT_FOUND", `${skill.slug} has no dist-tag '${tag}'.`, { details: { slug: skill.slug, tag } });
    await tx.distTag.delete({ where: { skillId_tag: { skillId: skill.id, tag } } });
    const data = { slug: skill.slug, tag, previous: existing.version.version };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "tag.remove",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "tag", skillId: skill.id, slug: skill.slug, version: null, data: { tag, previous: data.previous, removed: true } });
    return { slug: skill.slug, tag, previous: existing.version.version };
  });
}
