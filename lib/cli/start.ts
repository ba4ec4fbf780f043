// npm start: generate the client, build if stale, migrate, seed an empty database, then serve
// and keep serving (a crashed server is restarted: setup/supervise-server.ts). Works right after
// `npm ci` with nothing configured (embedded PGlite under .data/). On a fresh instance it prints a
// one-time link that makes whoever completes it the first administrator (lib/auth/setup).
import path from "node:path";
import { ConfigError, getConfig } from "@/lib/config";
import { devLoginAllowed } from "@/lib/config/dev-login-allowed";
import { CliError, runCli } from "./run-cli";
import { ensureBuild } from "./setup/ensure-build";
import { ensurePrismaClient } from "./setup/ensure-prisma-client";
import { prepareEnvironment } from "./setup/prepare-environment";
import { superviseServer } from "./setup/supervise-server";

async function main(): Promise<number> {
  Object.assign(process.env, prepareEnvironment(process.env));
  // A bad variable is reported before minutes of building, not after.
  const config = getConfig();
  // The server runs under NODE_ENV=production whatever this process has: refuse now what it would
  // refuse at its start (and the supervisor would restart in a loop), e.g. dev sign-in on an external database.
  const devLogin = devLoginAllowed({ ...config, production: true });
  if (!devLogin.ok) throw new ConfigError(`Invalid environment configuration:\n${devLogin.reason}`);
  ensurePrismaClient();
  ensureBuild();

  // Imported after generation: these modules load the generated Prisma client.
  const { closeDb, databaseTarget, waitForEmbeddedDatabase } = await import("@/lib/db");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const { seedIfEmpty } = await import("@/lib/seed");
  const { createSetupCode, setupPath } = await import("@/lib/auth/setup");
  const { configuredSiteUrl } = await import("@/lib/http/public-base-url");

  if (config.embedded) {
    const dataDir = path.resolve(config.DATA_DIR);
    console.log(`[start] embedded database in ${dataDir}`);
    const access = await waitForEmbeddedDatabase({
      dataDir,
      timeoutMs: 15_000,
      onWait: (holder) => console.log(`[start] waiting for process ${holder.pid} (an admin command) to finish with the database…`),
    });
    if (access === "shared") throw new CliError(`a Skillvault site is already running on ${dataDir}: use it, or stop it before starting another`);
  } else console.log("[start] PostgreSQL from DATABASE_URL");
  const { applied } = await applyMigrations(databaseTarget());
  console.log(applied.length ? `[start] applied migrations: ${applied.join(", ")}` : "[start] database schema is up to date");
  const seeded = await seedIfEmpty();
  console.log(seeded.seeded ? `[start] seeded ${seeded.skills} demo skills` : `[start] ${seeded.reason}`);
  const setup = await createSetupCode();
  // PGlite is single-process: release it before the server opens it (the server then shares it).
  await closeDb();

  if (config.devLogin) {
    console.log("[start] development sign-in is ON (HUB_DEV_LOGIN=1): anyone can sign in as any ordinary handle without a password,");
    console.log(
      "[start]   but not as a moderator, an admin or a GitHub-linked account: those use a one-time link from npm run hub -- user signin-link <handle>",
    );
  }
  const siteUrl = configuredSiteUrl().url;
  const supervisor = superviseServer({
    command: process.execPath,
    args: [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(config.PORT)],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    healthUrl: `http://127.0.0.1:${config.PORT}/api/health`,
    log: (line) => console.error(`[start] ${line}`),
    onReady: (restarts) => {
      if (restarts > 0) return console.log(`[start] the server is back up at ${siteUrl} (restart ${restarts})`);
      console.log(`[start] Skillvault is running at ${siteUrl}`);
      if ("code" in setup) {
        console.log(`[start] No administrator yet. Open this one-time link and sign in to become the first admin:`);
        console.log(`[start]   ${siteUrl}${setupPath(setup.code)}`);
        console.log(`[start] (it works once; restarting prints a new one until there is an admin; or: npm run hub -- user create <handle> --role admin)`);
        console.log(`[start] To sign in as an admin again later: npm run hub -- user signin-link <handle>`);
      }
      if (config.embedded) console.log(`[start] admin commands work beside the running site: npm run hub -- <command>`);
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => supervisor.stop(signal));
  return supervisor.done;
}

await runCli(main);
