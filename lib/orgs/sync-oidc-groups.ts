// Brings an account's claim-granted org memberships in line with what its groups grant now
// (lib/orgs/map-oidc-groups.ts), inside the sign-in's transaction: adds and re-roles the ones the
// claim grants, removes the ones it granted earlier and no longer does. A membership granted by
// hand (source "manual") is never touched, and neither is an owner's; every change is audited
// with data.source = "oidc".
import { recordAudit } from "@/lib/audit";
import type { ClaimRole } from "@/lib/config/oidc-group-map-schema";
import type { Tx } from "@/lib/db";

export type OidcGroupSync = { added: string[]; changed: string[]; removed: string[] };

type Change = {
  org: { id: string; handle: string };
  action: "org.member-add" | "org.member-role" | "org.member-remove";
  role: string;
  previous: string | null;
};

export async function syncOidcGroups(tx: Tx, input: { user: { id: string; handle: string }; grants: ReadonlyMap<string, ClaimRole> }): Promise<OidcGroupSync> {
  const handles = [...input.grants.keys()];
  // The orgs this sync may change, locked (as lock-org.ts does for one) so that it applies one at
  // a time with other member changes there; in handle order, so two syncs never wait on each other
  // crosswise. Orgs that do not exist are skipped: the map may name one before it is created.
  const orgs = await tx.$queryRaw<Array<{ id: string; handle: string }>>`
    SELECT "id", "handle" FROM "User"
    WHERE "kind" = 'ORG' AND ("handle" = ANY(${handles}::text[])
      OR "id" IN (SELECT "orgId" FROM "Membership" WHERE "userId" = ${input.user.id} AND "source" = 'oidc'))
    ORDER BY "handle" FOR UPDATE`;
  if (orgs.length === 0) return { added: [], changed: [], removed: [] };
  const held = new Map(
    (
      await tx.membership.findMany({
        where: { userId: input.user.id, orgId: { in: orgs.map((org) => org.id) } },
        select: { orgId: true, role: true, source: true },
      })
    ).map((membership) => [membership.orgId, membership]),
  );

  const changes: Change[] = [];
  for (const org of orgs) {
    const membership = held.get(org.id);
    const role = input.grants.get(org.handle);
    if (membership && (membership.source !== "oidc" || membership.role === "owner")) continue;
    if (role === undefined) {
      if (!membership) continue;
      await tx.membership.delete({ where: { orgId_userId: { orgId: org.id, userId: input.user.id } } });
      changes.push({ org, action: "org.member-remove", role: membership.role, previous: membership.role });
    } else if (!membership) {
      await tx.membership.create({ data: { orgId: org.id, userId: input.user.id, role, source: "oidc" } });
      // An invitation the claim overtook is answered, as when an admin adds the account.
      await tx.orgInvitation.deleteMany({ where: { orgId: org.id, userId: input.user.id } });
      changes.push({ org, action: "org.member-add", role, previous: null });
    } else if (membership.role !== role) {
      await tx.membership.update({ where: { orgId_userId: { orgId: org.id, userId: input.user.id } }, data: { role } });
      changes.push({ org, action: "org.member-role", role, previous: membership.role });
    }
  }
  for (const change of changes) {
    await recordAudit(tx, {
      // Nobody here acted: the identity provider's group claim did, at this account's sign-in.
      actorId: null,
      action: change.action,
      targetType: "org",
      targetId: change.org.id,
      data: { org: change.org.handle, user: input.user.handle, role: change.role, previous: change.previous, source: "oidc" },
    });
  }
  const orgsWith = (action: Change["action"]) => changes.filter((change) => change.action === action).map((change) => change.org.handle);
  return { added: orgsWith("org.member-add"), changed: orgsWith("org.member-role"), removed: orgsWith("org.member-remove") };
}
