// Change an org's team policy: its owners and admins (registry admins, the admin CLI), audited
// (`org.policy`, with what changed). Fields left out keep their value.
import type { StandingActor } from "@/lib/access";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { assertOrgAdmin } from "../assert-org-admin";
import { lockOrg } from "../lock-org";
import { loadOrgPolicy } from "./load-org-policy";
import type { OrgPolicy } from "./org-policy-schema";

export async function setOrgPolicy(input: {
  org: string;
  policy: Partial<OrgPolicy>;
  actor: (StandingActor & { userId: string }) | null;
  ip?: string;
}): Promise<{ org: string; policy: OrgPolicy; changed: boolean }> {
  return db.$transaction(async (tx) => {
    // The org's row lock serialises concurrent changes: each audits its change from what the other committed.
    const org = await lockOrg(tx, input.org);
    await assertOrgAdmin(tx, input.actor, org.id);
    const before = await loadOrgPolicy(tx, org.id);
    const after: OrgPolicy = { ...before, ...Object.fromEntries(Object.entries(input.policy).filter(([, value]) => value !== undefined)) };
    const changes = (Object.keys(after) as Array<keyof OrgPolicy>).filter((key) => after[key] !== before[key]);
    if (changes.length === 0) return { org: org.handle, policy: before, changed: false };
    const data = { ...after, updatedById: input.actor?.userId ?? null };
    await tx.orgPolicy.upsert({ where: { orgId: org.id }, create: { orgId: org.id, ...data }, update: data });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: "org.policy",
      targetType: "org",
      targetId: org.id,
      publisherId: org.id,
      ip: input.ip ?? null,
      data: {
        org: org.handle,
        from: Object.fromEntries(changes.map((key) => [key, before[key]])),
        to: Object.fromEntries(changes.map((key) => [key, after[key]])),
      },
    });
    return { org: org.handle, policy: after, changed: true };
  });
}
