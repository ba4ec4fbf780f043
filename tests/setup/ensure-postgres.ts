// Finds or starts a real PostgreSQL server for the tests and returns an admin URL for it.
// TEST_DATABASE_URL wins; otherwise the Debian cluster is installed/started and a role created.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { assertLocalDatabase } from "./assert-local-database";

const ROLE = "skillvault_test";
const PASSWORD = "skillvault_test";

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

// runuser passes the SQL as one argument, with no shell to mangle quotes or `$$`.
function asPostgres(sql: string): void {
  const result = spawnSync("runuser", ["-u", "postgres", "--", "psql", "-v", "ON_ERROR_STOP=1", "-qAtc", sql], { encoding: "utf8", cwd: "/" });
  if (result.status !== 0) throw new Error(`psql as postgres failed: ${result.stderr}`);
}

type Cluster = { version: string; name: string; port: number; online: boolean };

function listClusters(): Cluster[] {
  if (!existsSync("/usr/bin/pg_lsclusters")) return [];
  return run("pg_lsclusters", ["--no-header"])
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [version = "", name = "", port = "0", status = ""] = line.trim().split(/\s+/);
      return { version, name, port: Number(port), online: status.startsWith("online") };
    });
}

function installPostgres(): void {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error("No PostgreSQL found. Install it (apt-get install -y postgresql) or set TEST_DATABASE_URL.");
  }
  console.log("[tests] installing PostgreSQL (apt-get install -y postgresql)…");
  execFileSync("apt-get", ["install", "-y", "-q", "postgresql"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

async function waitForServer(url: string): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 60; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`PostgreSQL did not accept connections at ${url}: ${String(lastError)}`);
}

export async function ensurePostgres(): Promise<string> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    assertLocalDatabase(given);
    await waitForServer(given);
    return given;
  }
  let clusters = listClusters();
  if (clusters.length === 0) {
    installPostgres();
    clusters = listClusters();
  }
  const cluster = clusters.find((c) => c.online) ?? clusters[0];
  if (!cluster) throw new Error("PostgreSQL is installed but has no cluster; create one with pg_createcluster.");
  if (!cluster.online) {
    console.log(`[tests] starting PostgreSQL ${cluster.version}/${cluster.name}…`);
    run("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, cluster.name, "start"]);
  }
  asPostgres(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'; END IF; END $$;`,
  );
  // DROP DATABASE … WITH (FORCE) must also end an autovacuum worker that happens to be in the test
  // database; its process has no role, so only a superuser or pg_signal_backend may (a flaky
  // "must be a member of the role whose process is being terminated" otherwise).
  asPostgres(`GRANT pg_signal_backend TO ${ROLE};`);
  const url = `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${cluster.port}/postgres`;
  await waitForServer(url);
  return url;
}
