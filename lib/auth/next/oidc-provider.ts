// The generic OpenID Connect provider for Auth.js (enterprise sign-in), from lib/config's `oidc`
// settings. Authorization code flow with PKCE, state and nonce; the endpoints come from the
// issuer's discovery document, and Auth.js checks the ID token (signature, issuer, audience,
// nonce) before our signIn callback (users/sign-in-with-oidc.ts) reads anything.
import type { OIDCConfig } from "@auth/core/providers/oauth";
import type { OidcSettings } from "@/lib/config/oidc-settings";
import { readOidcClaims } from "../users/read-oidc-claims";
import { OIDC_PROVIDER_ID, oidcAccountId } from "../users/sync-oidc-user";

export function oidcProvider(oidc: OidcSettings): OIDCConfig<Record<string, unknown>> {
  return {
    id: OIDC_PROVIDER_ID,
    name: oidc.name,
    type: "oidc",
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    checks: ["pkce", "state", "nonce"],
    // Fetch userinfo too: many providers put profile claims only there (read-oidc-claims.ts merges both).
    idToken: false,
    authorization: { params: { scope: oidc.scopes } },
    profile(userinfo, tokens) {
      const claims = readOidcClaims({ idToken: tokens.id_token, userinfo, groupsClaim: oidc.groupsClaim });
      // Auth.js logs this and sends the browser back to the sign-in page.
      if (!claims.ok) throw new Error("The identity provider's sub and iss claims could not be read.");
      const { identity } = claims;
      // The Account link's providerAccountId: issuer and subject, so a second issuer's "alice" is someone else.
      return {
        id: oidcAccountId(identity.iss, identity.sub),
        name: identity.name ?? identity.preferred_username ?? null,
        email: identity.email ?? null,
        image: identity.picture ?? null,
      };
    },
  };
}
