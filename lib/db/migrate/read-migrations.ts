// Reads prisma/migrations in Prisma's standard layout into the shape the schema engine takes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const projectRoot = process.cwd();
export const schemaPath = path.join(projectRoot, "prisma", "schema.prisma");
export const migrationsDir = path.join(projectRoot, "prisma", "migrations");

export type MigrationsList = {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  shadowDbInitScript: string;
  migrationDirectories: Array<{
    path: string;
    migrationFile: { path: string; content: { tag: "ok"; value: string } };
  }>;
};

export function readSchema(): string {
  return readFileSync(schemaPath, "utf8");
}

export function readMigrations(dir = migrationsDir): MigrationsList {
  const lockPath = path.join(dir, "migration_lock.toml");
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: lockPath, content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      // The engine records this as the migration name in _prisma_migrations, as Prisma does.
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}
