// Who may act for a publisher and change its skills. The one place these rules live; every caller
// asks here (issue 17 moves this file with the other access rules).
//
// - The publisher itself and registry admins may do everything.
// - Org members by role (Membership.role): "publisher" members publish (new skills and versions,
//   dist-tags, topics); "owner" and "admin" members also administer: transfer, delete and
//   undelete, withdraw and restore versions, trusted publishers and GitHub sync.
// - Trusted-publishing (one-skill CI) tokens publish new versions of their one skill and nothing
//   else: no transfers, no administration, no other skill, no account actions.
// Moderators act through lib/moderation, not through owner actions.
import type { Actor } from "@/lib/auth/actor";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

/** "publish": new versions, tags, topics. "administer": transfer, delete, visibility, trusted publishers, sync. */
export type PublisherRight = "publish" | "administer";

const ADMINISTERING_ROLES = new Set(["owner", "admin"]);

/** Does this membership role administer the org's skills (not only publish them)? */
export function isAdministeringRole(role: string): boolean {
  return ADMINISTERING_ROLES.has(role.toLowerCase());
}

/** May this person act for the publisher (a user or an org) with this right? Ignores token limits. */
export async function canActForPublisher(client: Tx | typeof db, actor: Pick<Actor, "userId" | "role">, publisherId: string, right: PublisherRight = "publish"): Promise<boolean> {
  if (actor.userId === publisherId || actor.role === "ADMIN") return true;
  const membership = await client.membership.findUnique({
    where: { orgId_userId: { orgId: publisherId, userId: actor.userId } },
    select: { role: true },
  });
  if (!membership) return false;
  return right === "publish" || isAdministeringRole(membership.role);
}

/** Trusted-publishing tokens may publish their skill and do nothing else. */
export function assertAccountAction(actor: Actor, what: string): void {
  if (actor.limitedToSkillId) throw new AppError("FORBIDDEN", `Trusted-publishing tokens only publish new versions of their skill; they cannot ${what}.`);
}

export async function assertCanManageSkill(client: Tx | typeof db, actor: Actor, skill: { id: string; ownerId: string }, right: PublisherRight = "publish"): Promise<void> {
  if (actor.limitedToSkillId && (actor.limitedToSkillId !== skill.id || right !== "publish")) {
    throw new AppError("FORBIDDEN", "This token may only publish new versions of the skill it was minted for.");
  }
  if (!(await canActForPublisher(client, actor, skill.ownerId, right))) {
    if (right === "administer" && (await canActForPublisher(client, actor, skill.ownerId, "publish"))) {
      throw new AppError("ORG_ROLE_REQUIRED", "Only the organisation's owners and admins can do that; publisher members can publish.", { details: { needs: ["owner", "admin"] } });
    }
    throw new AppError("NOT_SKILL_OWNER", "Only the skill's owner can do that.");
  }
}
