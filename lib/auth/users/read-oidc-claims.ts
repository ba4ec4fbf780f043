// The identity and groups of an OpenID Connect sign-in, from the ID token's claims (Auth.js has
// checked its signature, issuer, audience and nonce before our callback runs) and the userinfo
// response (whose `sub` it has checked against the ID token's). Providers split claims between the
// two differently (Entra ID: groups only in the ID token; oidc-provider and Okta's defaults:
// profile claims only from userinfo), so userinfo's fill in and override the ID token's, except
// `iss`, which only the ID token can vouch for.
import { decodeJwt } from "jose";
import { groupsClaimSchema, oidcIdentitySchema, type OidcIdentity } from "../schemas/oidc-claims";

/** groups: null when the group claim is there but unusable (groupsClaimSchema). */
export type OidcClaims = { ok: true; identity: OidcIdentity; groups: string[] | null } | { ok: false };

export function readOidcClaims(input: { idToken: unknown; userinfo: Record<string, unknown>; groupsClaim: string }): OidcClaims {
  let idClaims: Record<string, unknown>;
  try {
    if (typeof input.idToken !== "string") return { ok: false };
    idClaims = decodeJwt(input.idToken);
  } catch {
    return { ok: false };
  }
  const claims: Record<string, unknown> = { ...idClaims, ...input.userinfo, iss: idClaims.iss };
  const identity = oidcIdentitySchema.safeParse(claims);
  if (!identity.success || identity.data.sub !== idClaims.sub) return { ok: false };
  const groups = groupsClaimSchema.safeParse(Object.hasOwn(claims, input.groupsClaim) ? claims[input.groupsClaim] : undefined);
  return { ok: true, identity: identity.data, groups: groups.success ? groups.data : null };
}
