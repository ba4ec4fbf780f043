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
// Prints p50/p95/p99, throughput and the share answered from the cache; asserts nothing.
//
//   npm run bench:page -- [--seconds 15] [--concurrency 1,16] [--modes cached,writes,cold]
import { execFileSync } from "node:child_process";
import pg from "pg";
import path from "node:path";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensureBuild } from "@/lib/cli/setup/ensure-build";
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { formatStats, measure } from "./search/measure";

const args = parseArgs(process.argv.slice(2), ["seconds", "concurrency", "modes"]);
const SECONDS = Number(stringFlag(args, "seconds") ?? 15);
const LEVELS = (stringFlag(args, "concurrency") ?? "1,16").split(",").map(Number);
const MODE_NAMES = (stringFlag(args, "modes") ?? "cached,writes,cold").split(",");

type Mode = { name: string; label: string; env: Record<string, string>; writes: boolean };
const MODES: Mode[] = [
  { name: "cached", label: "page cache on (as shipped)", env: {}, writes: false },
  { name: "writes", label: "page cache on, another skill changing once a second", env: {}, writes: true },
  { name: "cold", label: "page cache off (PAGE_CACHE_DISABLED=1): every request renders", env: { PAGE_CACHE_DISABLED: "1" }, writes: false },
];

/** Answers by their X-Page-Cache header ("hit", "miss", or none when the cache is off). */
const answers = new Map<string, number>();

/** Skill pages of different sizes: demo skills with long SKILL.md files, and the e2e fixture. */
const PAGES = ["/skillvault/git-commit-message", "/ada/csv-analyzer", "/skillvault/long-doc-summarizer", "/grace/k8s-pod-debugger", "/web-e2e/web-csv-toolkit"];
const OTHER_TABS = ["/ada/csv-analyzer/files?path=scripts/csv_profile.py", "/ada/csv-analyzer/versions", "/skillvault/release-notes/security", "/ada/csv-analyzer/install"];
/** The other pages the page cache keeps: the home page and a publisher profile. */
const OTHER_PAGES = ["/", "/ada"];

function label(url: string): string {
  if (url === "/") return "home page";
  const tab = url.split("/")[3]?.split("?")[0];
  return tab ? `${tab} tab` : `profile ${url}`;
}

async function seed(databaseUrl: string): Promise<void> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
  const tsx = path.join("node_modules", ".bin", "tsx");
  execFileSync(tsx, [path.join("lib", "cli", "hub.ts"), "seed"], { env, stdio: "ignore" });
  execFileSync(tsx, [path.join("tests", "e2e", "support", "publish-web-fixtures.ts")], { env, stdio: "ignore" });
}

async function fetchPage(base: string, url: string): Promise<void> {
  const response = await fetch(`${base}${url}`, { redirect: "manual" });
  const body = await response.text();
  const cache = response.headers.get("x-page-cache") ?? "none";
  answers.set(cache, (answers.get(cache) ?? 0) + 1);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (!body.includes("</html>")) throw new Error(`${url} answered an incomplete page`);
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
  const server = await startTestServer({ adminUrl, template, env: { RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn", HUB_DEV_LOGIN: "0", ...mode.env } });
  try {
    await seed(server.databaseUrl);
    // Warm-up: first renders compile nothing in production, but fill the markdown and blob caches.
    for (const url of [...PAGES, ...OTHER_TABS, ...OTHER_PAGES]) for (let i = 0; i < 5; i++) await fetchPage(server.url, url);
    answers.clear();
    const stopWrites = mode.writes ? startWrites(server.databaseUrl) : async () => undefined;
    console.log(`\n${mode.name}: ${mode.label} (${PAGES.length} skills, anonymous, ${SECONDS} s per level)`);
    for (const concurrency of LEVELS) {
      const stats = await measure(PAGES, (url) => fetchPage(server.url, url), { concurrency, seconds: SECONDS });
      console.log(formatStats(`skill page, ${concurrency} concurrent`, stats) + hitShare());
    }
    const top = Math.max(...LEVELS);
    for (const url of [...OTHER_TABS, ...OTHER_PAGES]) {
      const stats = await measure([url], (item) => fetchPage(server.url, item), { concurrency: top, seconds: Math.max(3, Math.round(SECONDS / 3)) });
      console.log(formatStats(`${label(url)}, ${top} concurrent`, stats) + hitShare());
    }
    await stopWrites();
  } finally {
    await server.stop();
  }
}

async function main() {
  const { loadavg, cpus } = await import("node:os");
  console.log(`machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  ensureBuild();
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  for (const mode of MODES.filter((candidate) => MODE_NAMES.includes(candidate.name))) await runMode(mode, adminUrl, template);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
