// The publishers an actor holds a right for, as a list (dashboards, import and publish forms,
// transfer lists): itself and the orgs whose membership role grants that right (publisher-roles.ts).
// A one-skill token holds rights over its skill only, never over a publisher as a whole.
import type { Db, Tx } from "@/lib/db";
import { parsePublisherRole, ROLE_RIGHTS, type PublisherRight, type PublisherRole } from "./publisher-roles";
import type { StandingActor } from "./standing";

export type PublisherGrant = { id: string; relation: "self" | PublisherRole };

export async function publishersFor(client: Db | Tx, actor: StandingActor, right: PublisherRight): Promise<PublisherGrant[]> {
  if (actor.limitedToSkillId) return [];
  const memberships = await client.membership.findMany({ where: { userId: actor.userId }, select: { orgId: true, role: true }, orderBy: { createdAt: "asc" } });
  const orgs = memberships.flatMap((membership): PublisherGrant[] => {
    const role = parsePublisherRole(membership.role);
    return role && ROLE_RIGHTS[role].includes(right) ? [{ id: membership.orgId, relation: role }] : [];
  });
  return [{ id: actor.userId, relation: "self" }, ...orgs];
}
