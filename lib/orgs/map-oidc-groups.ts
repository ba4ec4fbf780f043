// Which org memberships an account's groups grant under AUTH_OIDC_GROUP_MAP: one role per org, the
// highest any of its groups grants. Pure; lib/orgs/sync-oidc-groups.ts applies the result.
import { publisherRoleSchema } from "@/lib/access/publisher-roles";
import type { ClaimRole, OidcGroupMap } from "@/lib/config/oidc-group-map-schema";

// publisherRoleSchema lists roles from most to least rights.
const rank = (role: ClaimRole) => publisherRoleSchema.options.indexOf(role);

export function mapOidcGroups(input: { groups: readonly string[]; groupMap: OidcGroupMap }): Map<string, ClaimRole> {
  const granted = new Map<string, ClaimRole>();
  for (const group of input.groups) {
    for (const { org, role } of input.groupMap.get(group) ?? []) {
      const held = granted.get(org);
      if (held === undefined || rank(role) < rank(held)) granted.set(org, role);
    }
  }
  return granted;
}
