// The MirroredSkill row that ties a local skill to its upstream one. Created after the skill's first
// version commits (publishVersion creates the skill); a crash in between is repaired here on the
// next sync, which finds the skill by its mirrored slug, owned by the mirror's publisher.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { SyncContext } from "./sync-context";

type Names = { owner: string; slug: string; names: { slug: string }; publisher: { userId: string } };

export async function linkMirroredSkill(ctx: SyncContext, skill: Names, skillId: string): Promise<void> {
  const identity = { upstreamName: ctx.mirror.name, upstreamOwner: skill.owner, upstreamSlug: skill.slug };
  const linked = await db.mirroredSkill.findUnique({ where: { skillId }, select: { upstreamName: true, upstreamOwner: true, upstreamSlug: true } });
  if (linked) {
    if (linked.upstreamName !== identity.upstreamName || linked.upstreamOwner !== identity.upstreamOwner || linked.upstreamSlug !== identity.upstreamSlug) {
      throw new AppError(
        "CONFLICT",
        `${skill.names.slug} mirrors ${linked.upstreamOwner}/${linked.upstreamSlug} already; ${identity.upstreamOwner}/${identity.upstreamSlug} cannot use the same name here.`,
      );
    }
    return;
  }
  await db.mirroredSkill.upsert({ where: { skillId }, create: { skillId, ...identity }, update: {} });
}

/** The local skill of an upstream one: by its link, else (a crash before linking) by its name. */
export async function findMirroredSkill(ctx: SyncContext, skill: Names) {
  const select = { id: true, slug: true, ownerId: true, moderation: true, deletedAt: true } as const;
  const link = await db.mirroredSkill.findUnique({
    where: { upstreamName_upstreamOwner_upstreamSlug: { upstreamName: ctx.mirror.name, upstreamOwner: skill.owner, upstreamSlug: skill.slug } },
    select: { skill: { select } },
  });
  if (link) return link.skill;
  const byName = await db.skill.findUnique({ where: { slug: skill.names.slug }, select });
  if (!byName) return null;
  if (byName.ownerId !== skill.publisher.userId) {
    throw new AppError("CONFLICT", `${skill.names.slug} exists here but is not owned by the mirror's publisher; it is left alone.`);
  }
  await linkMirroredSkill(ctx, skill, byName.id);
  return byName;
}
