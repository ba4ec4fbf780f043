// schema.prisma, prisma/snapshot and prisma/migrations must describe the same database.
import { inject, expect, test } from "vitest";
import pg from "pg";
import { diffDatamodels, readSchema, readSnapshot } from "@/lib/db/migrate";
import { createTestDatabase, dropTestDatabase } from "../../setup/test-databases";
import { getConfig } from "@/lib/config";

const catalogQueries = {
  columns: `SELECT table_name, column_name, udt_name, is_nullable, coalesce(column_default, '') AS column_default
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
            ORDER BY table_name, column_name`,
  indexes: `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY indexname`,
  constraints: `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE n.nspname = 'public' AND c.conname NOT LIKE '_prisma_migrations%'
                -- constraint triggers (contype 't': raw SQL in a migration, like the search generation's) are not schema.prisma's
                AND c.contype <> 't' ORDER BY c.conname`,
  enums: `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder`,
  extensions: `SELECT extname FROM pg_extension ORDER BY extname`,
};

async function catalog(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(catalogQueries)) result[name] = (await client.query(sql)).rows;
    return result;
  } finally {
    await client.end();
  }
}

// The schema engine runs as WebAssembly (lib/cli): a diff takes seconds alone, many more when
// the other suites share the CPU.
const SCHEMA_ENGINE_MS = 120_000;

test(
  "schema.prisma has no changes missing from the migrations (run `npm run db:diff -- <name>`)",
  async () => {
    const snapshot = readSnapshot();
    expect(snapshot).not.toBeNull();
    expect(await diffDatamodels(snapshot, readSchema())).toBe("");
  },
  SCHEMA_ENGINE_MS,
);

test(
  "applying prisma/migrations yields exactly the database the snapshot describes",
  async () => {
    const adminUrl = inject("pgAdminUrl");
    // This file's database was copied from the template: every migration applied by the schema engine.
    const migrated = await catalog(getConfig().DATABASE_URL!);
    const scratch = await createTestDatabase(adminUrl, "template0");
    try {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      await client.query(await diffDatamodels(null, readSnapshot()!));
      await client.end();
      expect(migrated).toEqual(await catalog(scratch.url));
    } finally {
      await dropTestDatabase(adminUrl, scratch.name);
    }
  },
  SCHEMA_ENGINE_MS,
);

test("migrations are recorded in Prisma's own _prisma_migrations table", async () => {
  const client = new pg.Client({ connectionString: getConfig().DATABASE_URL! });
  await client.connect();
  const { rows } = await client.query("SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name");
  await client.end();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.migration_name).toMatch(/^\d{14}_[a-z0-9_]+$/);
    expect(row.finished_at).not.toBeNull();
  }
});
