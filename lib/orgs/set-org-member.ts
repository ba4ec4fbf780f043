// Adds an account to an org in a role, or changes a member's role (admin CLI `org add`, the members
// page). Owners and admins manage members; only owners grant or take away `owner`; the last owner
// stays one. Audited.
import { parsePublisherRole, publisherRoleSchema, type PublisherRole } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertOrgAdmin, assertOrgOwner, assertOwnerRemains } from "./assert-org-admin";
import { findAccount } from "./find-account";
import { lockOrg } from "./lock-org";

export function parseRole(role: string): PublisherRole {
  const parsed = parsePublisherRole(role.trim());
  if (!parsed)
    throw new AppError("VALIDATION_FAILED", `Roles are ${publisherRoleSchema.options.join(", ")}.`, {
      details: [{ path: "role", message: `one of ${publisherRoleSchema.options.join(", ")}` }],
    });
  return parsed;
}

export async function setOrgMember(input: {
  org: string;
  user: string;
  role: string;
  actor: Actor | null;
  ip?: string;
}): Promise<{ org: string; user: string; role: PublisherRole; previous: PublisherRole | null }> {
  const role = parseRole(input.role);
  return db.$transaction(async (tx) => {
    const org = await lockOrg(tx, input.org);
    await assertOrgAdmin(tx, input.actor, org.id);
    const account = await findAccount(tx, input.user);
    const existing = await tx.membership.findUnique({ where: { orgId_userId: { orgId: org.id, userId: account.id } }, select: { role: true } });
    const previous = existing ? parsePublisherRole(existing.role) : null;
    if (role === "owner" || previous === "owner") await assertOrgOwner(tx, input.actor, org.id);
    if (previous === "owner" && role !== "owner") await assertOwnerRemains(tx, org.id, account.id);
    await tx.membership.upsert({
      where: { orgId_userId: { orgId: org.id, userId: account.id } },
      create: { orgId: org.id, userId: account.id, role },
      // A hand change takes a claim-granted membership over: the group claim leaves it alone from now on.
      update: { role, source: "manual" },
    });
    // An invitation the admin overtook is answered.
    await tx.orgInvitation.deleteMany({ where: { orgId: org.id, userId: account.id } });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: existing ? "org.member-role" : "org.member-add",
      targetType: "org",
      targetId: org.id,
      ip: input.ip ?? null,
      data: { org: org.handle, user: account.handle, role, previous },
    });
    return { org: org.handle, user: account.handle, role, previous };
  });
}
