// Fixed ports of local services the e2e server is configured to call (it cannot learn them later).
// Derived from E2E_PORT so two e2e runs on one machine (parallel checkouts) do not collide.
import { E2E_PORT } from "../../playwright.config";

export const E2E_GITHUB_PORT = E2E_PORT + 2;

/** `npm start` on a fresh embedded DATA_DIR (first-admin.spec.ts) listens here. */
export const E2E_EMBEDDED_PORT = E2E_PORT + 3;

/** The OpenID provider enterprise-signin.spec.ts starts (the e2e server's AUTH_OIDC_ISSUER). */
export const E2E_OIDC_PORT = E2E_PORT + 4;
