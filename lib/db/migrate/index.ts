export { applyMigrations } from "./apply-migrations";
export { diffSchema, diffDatamodels, readSnapshot, snapshotPath } from "./diff-schema";
export { readMigrations, readSchema, migrationsDir } from "./read-migrations";
