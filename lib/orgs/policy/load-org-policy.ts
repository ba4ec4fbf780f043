// The team policy of a publisher: an org's stored policy, or the defaults (users and orgs that never
// set one). One primary-key read; publishes read it inside their transaction.
import type { Db, Tx } from "@/lib/db";
import { readOrgPolicy, type OrgPolicy } from "./org-policy-schema";

export async function loadOrgPolicy(client: Db | Tx, publisherId: string): Promise<OrgPolicy> {
  return readOrgPolicy(await client.orgPolicy.findUnique({ where: { orgId: publisherId }, select: { publish: true, suspicious: true, membersPublic: true } }));
}
