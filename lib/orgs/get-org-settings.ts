// What an org's settings page shows its owners and admins: its profile and its team policy.
import type { StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { assertOrgAdmin } from "./assert-org-admin";
import { findOrg } from "./find-org";
import { loadOrgPolicy } from "./policy/load-org-policy";

export async function getOrgSettings(input: { org: string; actor: StandingActor }) {
  const org = await findOrg(db, input.org);
  await assertOrgAdmin(db, input.actor, org.id);
  return { org, policy: await loadOrgPolicy(db, org.id) };
}
