// Runs before each integration test file: a fresh database copied from the migrated template,
// wired in through DATABASE_URL before any app module reads its configuration.
import { afterAll, inject } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { closeDb } from "@/lib/db";
import { createTestDatabase, dropTestDatabase } from "./test-databases";

const adminUrl = inject("pgAdminUrl");
const database = await createTestDatabase(adminUrl, inject("pgTemplate"));
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_SIZE = "4";
resetConfigForTests();

afterAll(async () => {
  await closeDb();
  await dropTestDatabase(adminUrl, database.name);
});
