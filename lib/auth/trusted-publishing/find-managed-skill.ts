// The skill whose trusted publishers an actor wants to change, after checking they may manage it.
// Trusted-publishing tokens never manage trust: a workflow must not be able to widen its own access;
// in an org, only its owners and admins may.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { assertAccountAction, assertCanManageSkill, skillNotFound } from "@/lib/access";

export async function findManagedSkill(input: { actor: Actor; slug: string }) {
  assertAccountAction(input.actor, "manage trusted publishers");
  const skill = await db.skill.findUnique({
    where: { slug: input.slug },
    select: { id: true, slug: true, ownerId: true, moderation: true, deletedAt: true, visibility: true },
  });
  if (!skill || skill.deletedAt) throw skillNotFound(input.slug);
  await assertCanManageSkill(db, input.actor, skill, "administer");
  return skill;
}
