// Enterprise sign-in in the e2e run: the e2e server is configured (global-setup.ts) for an OpenID
// provider on E2E_OIDC_PORT that enterprise-signin.spec.ts starts (tests/setup/oidc-issuer.ts).
// Until then the sign-in page only shows one more button; nothing else changes for other specs.
import { E2E_PORT } from "../../../playwright.config";
import { E2E_OIDC_PORT } from "../e2e-ports";

export const E2E_OIDC = {
  port: E2E_OIDC_PORT,
  clientId: "skillvault-e2e",
  clientSecret: "e2e-oidc-client-secret-0123456789",
  name: "Acme SSO",
  /** The group AUTH_OIDC_GROUP_MAP maps to membership of `org`; the spec creates the org. */
  group: "cn=skill-readers,ou=groups,dc=acme,dc=example",
  org: "sso-e2e-team",
  redirectUri: `http://127.0.0.1:${E2E_PORT}/api/auth/callback/oidc`,
};

export function e2eOidcServerEnv(): Record<string, string> {
  return {
    AUTH_OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC.port}`,
    AUTH_OIDC_ID: E2E_OIDC.clientId,
    AUTH_OIDC_SECRET: E2E_OIDC.clientSecret,
    AUTH_OIDC_NAME: E2E_OIDC.name,
    AUTH_OIDC_SCOPES: "openid profile email groups",
    AUTH_OIDC_GROUP_MAP: JSON.stringify({ [E2E_OIDC.group]: `${E2E_OIDC.org}:member` }),
  };
}
