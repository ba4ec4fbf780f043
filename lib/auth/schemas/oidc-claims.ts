// The claims of an OpenID Connect sign-in we use, checked: they come from the identity provider
// (ID token and userinfo), and an odd or hostile provider, or a user who can edit their own
// profile there, controls most of them. Only `sub` is required; an unusable optional claim is
// ignored rather than refusing the sign-in.
import { z } from "zod";
import { MAX_GROUP_VALUE_LENGTH } from "@/lib/config/oidc-group-map-schema";

/** Most group values one sign-in may carry; a longer list is refused, not cut (a cut list would drop memberships at random). */
export const MAX_GROUPS_IN_CLAIM = 1000;

const optionalClaim = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

export const oidcIdentitySchema = z.object({
  // OpenID Connect Core §2: at most 255 ASCII characters.
  sub: z.string().min(1).max(255),
  iss: z.string().min(1).max(2048),
  preferred_username: optionalClaim(255),
  email: optionalClaim(320),
  name: optionalClaim(255),
  picture: optionalClaim(2048).pipe(
    z
      .url({ protocol: /^https?$/ })
      .optional()
      .catch(undefined),
  ),
});

export type OidcIdentity = z.output<typeof oidcIdentitySchema>;

const groupValue = z.string().min(1).max(MAX_GROUP_VALUE_LENGTH);

/**
 * The group claim as a list of distinct group values. Absent or null is no groups (providers omit
 * the claim for an account in none); one string is one group. Values that are not strings or are
 * longer than any mapped group (MAX_GROUP_VALUE_LENGTH) cannot match and are dropped. Anything
 * else (an object, a number, more than MAX_GROUPS_IN_CLAIM values) fails.
 */
export const groupsClaimSchema = z.union([z.undefined(), z.null(), z.string(), z.array(z.unknown()).max(MAX_GROUPS_IN_CLAIM)]).transform((claim) => {
  const values = claim === undefined || claim === null ? [] : typeof claim === "string" ? [claim] : claim;
  return [...new Set(values.filter((value): value is string => groupValue.safeParse(value).success))];
});
