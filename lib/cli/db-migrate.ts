// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database
// (through the running site's socket when a site holds it).
import { runCli } from "./run-cli";
import { ensurePrismaClient } from "./setup/ensure-prisma-client";
import { openHubDatabase } from "./setup/open-hub-database";

await runCli(
  async () => {
    ensurePrismaClient();
    const { applied } = await openHubDatabase();
    console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(", ")}` : "database is up to date");
  },
  { cleanup: async () => (await import("@/lib/db")).closeDb() },
);
