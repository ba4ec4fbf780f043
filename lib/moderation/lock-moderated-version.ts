// Start of every moderator action on a version: role, reason, then the skill and version rows
// locked for the rest of the transaction. Works on deleted and hidden skills too.
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";
import { lockSkill } from "@/lib/publish/lock-skill";
import { lockVersion } from "@/lib/publish/lock-version";
import { assertModerator } from "./assert-moderator";
import { requireReason } from "./require-reason";

export async function lockModeratedVersion(tx: Tx, input: { actor: Actor; slug: string; version: string; reason: string | undefined }) {
  assertModerator(input.actor);
  const reason = requireReason(input.reason);
  const skill = await lockSkill(tx, { slug: input.slug });
  const version = await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version });
  return { skill, version, reason };
}
