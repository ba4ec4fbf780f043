// Starts PostgreSQL (if needed) and the built site for the e2e run; returns the teardown.
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { E2E_PORT } from "../../playwright.config";
import { E2E_GITHUB_PORT } from "./e2e-ports";
import { e2eOidcServerEnv } from "./support/e2e-oidc";

export default async function globalSetup() {
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  // GitHub import talks to a local GitHub API that import.spec.ts starts on this port; enterprise
  // sign-in to an OpenID provider that enterprise-signin.spec.ts starts (support/e2e-oidc.ts).
  const server = await startTestServer({
    adminUrl,
    template,
    port: E2E_PORT,
    env: { GITHUB_API_URL: `http://127.0.0.1:${E2E_GITHUB_PORT}`, GITHUB_TOKEN: "e2e-server-token", ...e2eOidcServerEnv() },
  });
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
