// npm start: generate the client, build if stale, migrate, seed an empty database, then serve.
// Works right after `npm ci` with nothing configured (embedded PGlite under .data/).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./setup/ensure-build";
import { ensurePrismaClient } from "./setup/ensure-prisma-client";
import { prepareEnvironment } from "./setup/prepare-environment";

Object.assign(process.env, prepareEnvironment(process.env));
ensurePrismaClient();
ensureBuild();

// Imported after generation: these modules load the generated Prisma client.
const { getConfig } = await import("@/lib/config");
const { closeDb, databaseTarget } = await import("@/lib/db");
const { applyMigrations } = await import("@/lib/db/migrate");
const { seedIfEmpty } = await import("@/lib/seed");

const config = getConfig();
console.log(config.embedded ? `[start] embedded database in ${path.resolve(config.DATA_DIR)}` : "[start] PostgreSQL from DATABASE_URL");
const { applied } = await applyMigrations(databaseTarget());
console.log(applied.length ? `[start] applied migrations: ${applied.join(", ")}` : "[start] database schema is up to date");
const seeded = await seedIfEmpty();
console.log(seeded.seeded ? `[start] seeded ${seeded.skills} demo skills` : `[start] ${seeded.reason}`);
// PGlite is single-process: release it before the server opens it.
await closeDb();

if (config.devLogin) console.log("[start] development sign-in is ON (HUB_DEV_LOGIN=1): anyone can sign in as any handle.");
const server = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(config.PORT)], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
