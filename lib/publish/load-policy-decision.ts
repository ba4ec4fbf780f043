// The owning publisher's team policy applied to one publish: its stored policy (loadOrgPolicy) and
// the actor's standing towards it (standingOf), decided by decideOrgPolicy. The publish
// (find-or-create-skill.ts) and the pre-publish check (preview-policy-decision.ts) both ask here,
// so the check reports exactly what the publish will do.
import { standingOf, type Standing, type Visibility } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { loadOrgPolicy } from "@/lib/orgs/policy/load-org-policy";
import type { Verdict as VerdictName } from "@/scanner/types";
import { decideOrgPolicy, type PolicyDecision } from "./decide-publication";

/** Throws ORG_POLICY_FORBIDS_PUBLISH / ORG_POLICY_FORBIDS_PUBLIC as the publish would. */
export async function loadPolicyDecision(
  client: Db | Tx,
  input: {
    actor: Actor;
    publisherId: string;
    /** Already resolved towards `publisherId` (an existing skill's access check); else looked up. */
    standing?: Standing;
    verdict: VerdictName;
    create?: { requested: Visibility | undefined; fallback: Visibility };
    current?: Visibility;
    mirrored?: boolean;
  },
): Promise<PolicyDecision> {
  // One after the other: inside the publish transaction both run on its one connection.
  const policy = await loadOrgPolicy(client, input.publisherId);
  const standing = input.standing ?? (await standingOf(client, input.actor, input.publisherId));
  return decideOrgPolicy({ policy, standing, verdict: input.verdict, create: input.create, current: input.current, mirrored: input.mirrored });
}
