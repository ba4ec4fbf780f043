// Vitest global setup for suites that need PostgreSQL: start it, build the migrated template once.
import type { TestProject } from "vitest/node";
import { ensurePostgres } from "./ensure-postgres";
import { ensureTemplate } from "./test-databases";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);
}
