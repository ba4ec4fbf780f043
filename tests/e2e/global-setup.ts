// Starts PostgreSQL (if needed) and the built site for the e2e run; returns the teardown.
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { E2E_PORT } from "../../playwright.config";

export default async function globalSetup() {
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  const server = await startTestServer({ adminUrl, template, port: E2E_PORT });
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
