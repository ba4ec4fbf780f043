// Applies pending migrations with the WebAssembly schema engine. It records them in
// Prisma's own _prisma_migrations table, so `prisma migrate deploy` agrees with us later.
import type { DatabaseTarget } from "../create-adapter";
import { readMigrations } from "./read-migrations";
import { noFilters, withSchemaEngine } from "./with-schema-engine";

export async function applyMigrations(target: DatabaseTarget): Promise<{ applied: string[] }> {
  return withSchemaEngine(target, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: readMigrations(), filters: noFilters });
    return { applied: result.appliedMigrationNames.map((name: string) => name.split(/[\\/]/).pop() ?? name) };
  });
}
