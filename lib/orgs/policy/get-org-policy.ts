// An org's team policy, for its owners and admins (the settings page and the API).
import type { StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { assertOrgAdmin } from "../assert-org-admin";
import { findOrg } from "../find-org";
import { loadOrgPolicy } from "./load-org-policy";
import type { OrgPolicy } from "./org-policy-schema";

export async function getOrgPolicy(input: { org: string; actor: StandingActor }): Promise<{ org: string; policy: OrgPolicy }> {
  const org = await findOrg(db, input.org);
  await assertOrgAdmin(db, input.actor, org.id);
  return { org: org.handle, policy: await loadOrgPolicy(db, org.id) };
}
