// Data layer entry point: the one client, its types, and migration helpers.
export { db, closeDb, databaseConnection, databaseKind, databaseTarget, type Db, type Tx } from "./client";
export { shareEmbeddedDatabase } from "./embedded/share-embedded-database";
export { waitForEmbeddedDatabase } from "./embedded/wait-for-embedded-database";
export { checkDatabase, type DatabaseHealth } from "./check-database";
export * from "./generated/client";
