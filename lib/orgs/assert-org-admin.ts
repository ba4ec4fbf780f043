// Member management is the "administer" right over the org (lib/access publisher-roles: owners and
// admins; registry admins too). Granting or taking away the owner role is for owners only.
import { canActFor, type StandingActor } from "@/lib/access";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function assertOrgAdmin(tx: Db | Tx, actor: StandingActor | null, orgId: string): Promise<void> {
  // The admin CLI acts as the operator (no actor): it may do anything.
  if (actor === null) return;
  if (!(await canActFor(tx, actor, orgId, "administer"))) {
    throw new AppError("ORG_ROLE_REQUIRED", "Only the organisation's owners and admins can do that.", { details: { needs: ["owner", "admin"] } });
  }
}

/** May this actor grant or take away `owner` (an owner of the org, a registry admin, the admin CLI)? */
export async function mayGrantOwner(tx: Db | Tx, actor: StandingActor | null, orgId: string): Promise<boolean> {
  if (actor === null || actor.role === "ADMIN") return true;
  const membership = await tx.membership.findUnique({ where: { orgId_userId: { orgId, userId: actor.userId } }, select: { role: true } });
  return membership?.role === "owner";
}

export async function assertOrgOwner(tx: Tx, actor: StandingActor | null, orgId: string): Promise<void> {
  if (!(await mayGrantOwner(tx, actor, orgId)))
    throw new AppError("ORG_ROLE_REQUIRED", "Only the organisation's owners can grant or take away the owner role.", { details: { needs: ["owner"] } });
}

/** Refuses a change that leaves the org without any owner. */
export async function assertOwnerRemains(tx: Tx, orgId: string, losing: string): Promise<void> {
  const others = await tx.membership.count({ where: { orgId, role: "owner", userId: { not: losing } } });
  if (others === 0) throw new AppError("LAST_OWNER", "An organisation keeps at least one owner: make someone else owner first.");
}
