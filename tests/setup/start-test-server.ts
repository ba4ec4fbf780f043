// Starts the built site (`next start`) on a fresh database copied from the migrated template,
// for the compat and e2e suites. The caller stops it; the database is dropped with it. `kill()`
// ends the server abruptly and keeps the database, so a test can start it again on the same one
// (`database`, `port`): an upstream that dies and comes back.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { createTestDatabase, dropTestDatabase } from "./test-databases";

export type TestServer = {
  url: string;
  port: number;
  databaseUrl: string;
  database: { url: string; name: string };
  /** The `next start` process (load benchmark samples its RSS). */
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL, database kept. */
  kill: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`test server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`test server did not become healthy:\n${output()}`);
}

export async function startTestServer(options: {
  adminUrl: string;
  template: string;
  port?: number;
  env?: Record<string, string>;
  database?: { url: string; name: string };
  /** The Node binary that runs `next start` (default: the one running this process). */
  node?: string;
}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(options.adminUrl, options.template));
  const ownsDatabase = options.database === undefined;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(
    options.node ?? process.execPath,
    [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: "8",
        HUB_PUBLIC_URL: url,
        AUTH_URL: url,
        AUTH_SECRET: "test-secret-not-for-production-0123456789",
        AUTH_TRUST_HOST: "1",
        HUB_DEV_LOGIN: "1",
        // A test rig on an external database: development sign-in is allowed here on purpose (lib/config/dev-login-allowed.ts).
        HUB_DEV_LOGIN_ALLOW_EXTERNAL: "1",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    if (ownsDatabase) await dropTestDatabase(options.adminUrl, database.name);
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  return {
    url,
    port,
    databaseUrl: database.url,
    database,
    pid: child.pid!,
    stop: async () => {
      await end("SIGTERM");
      if (ownsDatabase) await dropTestDatabase(options.adminUrl, database.name);
    },
    kill: () => end("SIGKILL"),
  };
}
