// SQL between two Prisma datamodels, computed by the schema engine without touching a database.
//
// Why a snapshot: the WebAssembly engine cannot yet introspect a database reliably through
// driver adapters (PostgreSQL's "char" catalog columns do not deserialize), so "what do the
// migrations produce" is answered by prisma/snapshot/schema.prisma, the datamodel as of the
// last migration. The drift test proves the snapshot and the migrations agree.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot, readSchema } from "./read-migrations";
import { noFilters, withSchemaEngine } from "./with-schema-engine";

export const snapshotPath = path.join(projectRoot, "prisma", "snapshot", "schema.prisma");

export function readSnapshot(): string | null {
  return existsSync(snapshotPath) ? readFileSync(snapshotPath, "utf8") : null;
}

/** SQL from `from` (null = empty database) to `to`; "" when they describe the same database. */
export async function diffDatamodels(from: string | null, to: string): Promise<string> {
  return withSchemaEngine({ dataDir: "memory://" }, async (engine) => {
    const result = await engine.diff({
      from: from === null ? { tag: "empty" } : { tag: "schemaDatamodel", files: [{ path: "from.prisma", content: from }] },
      to: { tag: "schemaDatamodel", files: [{ path: "to.prisma", content: to }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const sql = (result.stdout ?? "").trim();
    return sql === "-- This is an empty migration." ? "" : sql;
  });
}

/** SQL a new migration needs: from the last migrated datamodel to schema.prisma. */
export function diffSchema(): Promise<string> {
  return diffDatamodels(readSnapshot(), readSchema());
}
