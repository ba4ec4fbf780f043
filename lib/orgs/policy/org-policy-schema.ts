// An org's team policy as it is read and written: who may publish, what happens to suspicious
// versions, and whether members below admin may publish skills as public. A stored value we do not
// know reads as the strictest choice (admins only, hold, no public): a policy never opens by accident.
import { z } from "zod";

export const publishPolicySchema = z.enum(["publishers", "admins"]);
export const suspiciousPolicySchema = z.enum(["warn", "hold"]);

export const orgPolicySchema = z.object({
  /** "publishers": publisher members and up publish (the roles' default); "admins": owners and admins only. */
  publish: publishPolicySchema,
  /** "warn": suspicious versions publish with a warning; "hold": they wait for an org admin's review. */
  suspicious: suspiciousPolicySchema,
  /** Members below admin may publish a new skill as public. */
  membersPublic: z.boolean(),
});
export type OrgPolicy = z.infer<typeof orgPolicySchema>;

export const DEFAULT_ORG_POLICY: OrgPolicy = { publish: "publishers", suspicious: "warn", membersPublic: true };

/** A stored OrgPolicy row as a policy (null: no row, the defaults). */
export function readOrgPolicy(row: { publish: string; suspicious: string; membersPublic: boolean } | null): OrgPolicy {
  if (!row) return DEFAULT_ORG_POLICY;
  return {
    publish: publishPolicySchema.safeParse(row.publish).data ?? "admins",
    suspicious: suspiciousPolicySchema.safeParse(row.suspicious).data ?? "hold",
    membersPublic: row.membersPublic,
  };
}
