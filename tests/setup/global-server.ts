// Vitest global setup for compat suites: one built server on a fresh database for the whole run.
// Runs after global-postgres.ts (same project), whose provided values it reads.
import type { TestProject } from "vitest/node";
import { startTestServer } from "./start-test-server";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    serverDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer({ adminUrl: project.getProvidedContext().pgAdminUrl, template: project.getProvidedContext().pgTemplate });
  project.provide("serverUrl", server.url);
  project.provide("serverDatabaseUrl", server.databaseUrl);
  return () => server.stop();
}
