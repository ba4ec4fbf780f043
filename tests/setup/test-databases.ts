// One database per test file, copied from a template that already has every migration applied.
// CREATE DATABASE … TEMPLATE takes a few tens of milliseconds; migrating each time would take seconds.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";

export function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on its own connection to `adminUrl`, closed afterwards (benchmarks use it too). */
export async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops test databases left behind by runs whose process has died. */
async function dropOrphans(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sv_test_%'");
  for (const { datname } of rows) {
    const pid = Number(datname.split("_")[2]);
    if (Number.isInteger(pid) && !processAlive(pid)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

/** Name of a migrated template database for the current migrations, creating it if needed. */
export async function ensureTemplate(adminUrl: string): Promise<string> {
  const migrations = readMigrations().migrationDirectories.map((dir) => `${dir.path}\n${dir.migrationFile.content.value}`);
  const hash = createHash("sha256").update(migrations.join("\n")).digest("hex").slice(0, 12);
  const name = `sv_tpl_${hash}`;
  return admin(adminUrl, async (client) => {
    await dropOrphans(client);
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount) return name;
    const building = `sv_build_${process.pid}_${randomBytes(3).toString("hex")}`;
    await client.query(`CREATE DATABASE "${building}"`);
    await applyMigrations({ url: withDatabase(adminUrl, building) });
    try {
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      // Another process finished the same template first; theirs is identical.
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      const raced = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (!raced.rowCount) throw error;
    }
    // Other checkouts on this machine (git worktrees on other branches) may be using their own
    // template right now: SV_KEEP_TEMPLATES=1 leaves them alone.
    if (process.env.SV_KEEP_TEMPLATES !== "1") {
      const stale = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sv_tpl_%' AND datname <> $1", [name]);
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    }
    return name;
  });
}

export async function createTestDatabase(adminUrl: string, template: string): Promise<{ url: string; name: string }> {
  const name = `sv_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const create = () => admin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  await create().catch(async (error: { code?: string }) => {
    // 3D000: the template is gone — another checkout's run without SV_KEEP_TEMPLATES swept it
    // since global setup. It is rebuilt from the same migrations under the same name.
    if (error.code !== "3D000") throw error;
    await ensureTemplate(adminUrl);
    await create();
  });
  return { url: withDatabase(adminUrl, name), name };
}

export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
