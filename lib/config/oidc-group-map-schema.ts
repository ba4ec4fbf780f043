// AUTH_OIDC_GROUP_MAP: which identity-provider groups make an account a member of which org, in
// which role. JSON, because group values are whatever the provider sends (LDAP DNs with "=" and
// ",", Keycloak paths, Entra object ids): {"<group>": "<org>[:<role>]" | ["<org>[:<role>]", …]}.
// Only this map grants anything; a group's name matching an org's handle means nothing
// (docs/decisions/030-oidc-group-claims.md). `owner` is never granted from a claim.
import { z } from "zod";
import { publisherRoleSchema, type PublisherRole } from "@/lib/access/publisher-roles";
import { handleSchema } from "@/lib/auth/schemas/handle";

/** Longest group value that can match: longer values in a claim are ignored (lib/auth/schemas/oidc-claims.ts). */
export const MAX_GROUP_VALUE_LENGTH = 256;

/** Roles a claim may grant. Owners are made by hand: a claim-granted owner could be the last one when the claim goes. */
export type ClaimRole = Exclude<PublisherRole, "owner">;

export type GroupGrant = { org: string; role: ClaimRole };

const grantSchema = z
  .string()
  .max(100)
  .transform((text, ctx): GroupGrant => {
    const [orgText = "", roleText = "member", ...rest] = text.trim().split(":");
    const org = handleSchema.safeParse(orgText.replace(/^@+/, ""));
    if (!org.success || rest.length > 0) {
      ctx.addIssue({ code: "custom", message: `'${text}' is not "<org>" or "<org>:<role>" with an org handle` });
      return z.NEVER;
    }
    const role = publisherRoleSchema.safeParse(roleText.trim().toLowerCase());
    if (!role.success) {
      ctx.addIssue({ code: "custom", message: `'${roleText}' is not a role (admin, publisher, member)` });
      return z.NEVER;
    }
    if (role.data === "owner") {
      ctx.addIssue({ code: "custom", message: `'${text}': owner is never granted from a group claim; make owners by hand (npm run hub -- org add)` });
      return z.NEVER;
    }
    return { org: org.data, role: role.data };
  });

// One grant or a list of them; a lone string is read as a list of one (so its errors stay its own).
const grantsSchema = z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(grantSchema).min(1).max(50));

export const oidcGroupMapSchema = z
  .record(z.string().min(1).max(MAX_GROUP_VALUE_LENGTH), grantsSchema)
  .refine((map) => Object.keys(map).length <= 1000, "at most 1000 groups")
  .transform((map) => new Map(Object.entries(map)));

export type OidcGroupMap = z.output<typeof oidcGroupMapSchema>;
