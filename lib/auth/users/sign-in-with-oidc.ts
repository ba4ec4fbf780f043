// The Auth.js signIn callback's work for an OpenID Connect sign-in: read and check the claims,
// create or update the account, sync its claim-granted org memberships (when AUTH_OIDC_GROUP_MAP
// is set), and say whether it may sign in. Runs before Auth.js looks the account up, so the
// Account link it finds is the one made here (the adapter never creates OIDC users itself).
import { getConfig } from "@/lib/config";
import { mapOidcGroups } from "@/lib/orgs/map-oidc-groups";
import { MAX_GROUPS_IN_CLAIM } from "../schemas/oidc-claims";
import { readOidcClaims } from "./read-oidc-claims";
import { syncOidcUser, type OidcSignInResult } from "./sync-oidc-user";

/** Error codes for /signin?error=…; the page words them for people. */
export type OidcSignInRefusal = "OidcClaims" | "OidcGroups" | "AccountBanned" | "Configuration";

export async function signInWithOidc(input: {
  idToken: unknown;
  userinfo: Record<string, unknown>;
}): Promise<{ ok: true; user: OidcSignInResult } | { ok: false; error: OidcSignInRefusal }> {
  const oidc = getConfig().oidc;
  if (!oidc) return { ok: false, error: "Configuration" };
  const claims = readOidcClaims({ idToken: input.idToken, userinfo: input.userinfo, groupsClaim: oidc.groupsClaim });
  if (!claims.ok) {
    console.warn("[skillvault] OpenID Connect sign-in refused: the provider's identity claims (sub, iss) could not be read.");
    return { ok: false, error: "OidcClaims" };
  }
  // A group claim we cannot read only matters when groups grant something; then it refuses the
  // sign-in instead of guessing which memberships to keep or take away.
  if (oidc.groupMap && claims.groups === null) {
    console.warn(
      `[skillvault] OpenID Connect sign-in refused: the provider's '${oidc.groupsClaim}' claim is not a list of at most ${MAX_GROUPS_IN_CLAIM} groups.`,
    );
    return { ok: false, error: "OidcGroups" };
  }
  const grants = oidc.groupMap ? mapOidcGroups({ groups: claims.groups ?? [], groupMap: oidc.groupMap }) : null;
  const user = await syncOidcUser({ identity: claims.identity, grants });
  return user.bannedAt ? { ok: false, error: "AccountBanned" } : { ok: true, user };
}
