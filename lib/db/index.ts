// Data layer entry point: the one client, its types, and migration helpers.
export { db, closeDb, databaseKind, databaseTarget, type Db, type Tx } from "./client";
export { checkDatabase, type DatabaseHealth } from "./check-database";
export * from "./generated/client";
