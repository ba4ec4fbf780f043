// Owner actions start here: lock the skill and check the actor may manage it with the right the
// action needs (can-manage-skill.ts). Deleted skills are refused unless the action is about
// deletion itself. Trusted-publishing tokens publish and nothing else: a leaked CI token must not
// be able to delete, withdraw, re-tag or give away the skill.
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAccountAction, assertCanManageSkill, type PublisherRight } from "./can-manage-skill";
import { lockSkill } from "./lock-skill";

export async function lockManagedSkill(tx: Tx, input: { actor: Actor; slug: string; right: PublisherRight; allowDeleted?: boolean }) {
  assertAccountAction(input.actor, "change a skill's settings");
  const skill = await lockSkill(tx, { slug: input.slug });
  await assertCanManageSkill(tx, input.actor, skill, input.right);
  if (skill.deletedAt && !input.allowDeleted) {
    throw new AppError("SKILL_DELETED", `'${skill.slug}' is deleted; undelete it first.`, { details: { slug: skill.slug } });
  }
  return skill;
}
