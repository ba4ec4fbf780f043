// Runs `work` with a schema engine bound to a database target, freeing both afterwards.
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { createAdapter, type DatabaseTarget } from "../create-adapter";
import { loadSchemaEngine } from "./load-schema-engine";
import { readSchema } from "./read-migrations";

type Engine = Awaited<ReturnType<Awaited<ReturnType<typeof loadSchemaEngine>>["SchemaEngine"]["new"]>>;

export const noFilters = { externalTables: [], externalEnums: [] };

export async function withSchemaEngine<T>(target: DatabaseTarget, work: (engine: Engine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadSchemaEngine();
  const adapter = createAdapter(target);
  try {
    const engine = await SchemaEngine.new({ datamodels: [["schema.prisma", readSchema()]] }, () => {}, bindMigrationAwareSqlAdapterFactory(adapter.factory));
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } finally {
    await adapter.close();
  }
}
