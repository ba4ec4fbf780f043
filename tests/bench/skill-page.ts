// Skill page benchmark (`npm run bench:page`): server render time of /<owner>/<slug> on the
// production build (built first if sources changed), over HTTP, at 1 and 16 concurrent clients,
// anonymous (no session cookie: what crawlers and most visitors send). The database is a fresh
// copy of the migrated template with the demo skills and the website fixtures published through
// the real publishing service. Prints p50/p95/p99 and throughput; asserts nothing.
//
//   npm run bench:page -- [--seconds 15] [--concurrency 1,16]
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensureBuild } from "@/lib/cli/setup/ensure-build";
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { formatStats, measure } from "./search/measure";

const args = parseArgs(process.argv.slice(2), ["seconds", "concurrency"]);
const SECONDS = Number(stringFlag(args, "seconds") ?? 15);
const LEVELS = (stringFlag(args, "concurrency") ?? "1,16").split(",").map(Number);

/** Skill pages of different sizes: demo skills with long SKILL.md files, and the e2e fixture. */
const PAGES = ["/skillvault/git-commit-message", "/ada/csv-analyzer", "/skillvault/long-doc-summarizer", "/grace/k8s-pod-debugger", "/web-e2e/web-csv-toolkit"];
const OTHER_TABS = ["/ada/csv-analyzer/files?path=scripts/csv_profile.py", "/ada/csv-analyzer/versions", "/skillvault/release-notes/security", "/ada/csv-analyzer/install"];

async function seed(databaseUrl: string): Promise<void> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
  const tsx = path.join("node_modules", ".bin", "tsx");
  execFileSync(tsx, [path.join("lib", "cli", "hub.ts"), "seed"], { env, stdio: "ignore" });
  execFileSync(tsx, [path.join("tests", "e2e", "support", "publish-web-fixtures.ts")], { env, stdio: "ignore" });
}

async function fetchPage(base: string, url: string): Promise<void> {
  const response = await fetch(`${base}${url}`, { redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (!body.includes("</html>")) throw new Error(`${url} answered an incomplete page`);
}

async function main() {
  const { loadavg, cpus } = await import("node:os");
  console.log(`machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  ensureBuild();
  const adminUrl = await ensurePostgres();
  const server = await startTestServer({ adminUrl, template: await ensureTemplate(adminUrl), env: { RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn", HUB_DEV_LOGIN: "0" } });
  try {
    await seed(server.databaseUrl);
    // Warm-up: first renders compile nothing in production, but fill the markdown and blob caches.
    for (const url of [...PAGES, ...OTHER_TABS]) for (let i = 0; i < 5; i++) await fetchPage(server.url, url);
    console.log(`skill page render over HTTP (${PAGES.length} skills, anonymous, ${SECONDS} s per level)`);
    for (const concurrency of LEVELS) {
      const stats = await measure(PAGES, (url) => fetchPage(server.url, url), { concurrency, seconds: SECONDS });
      console.log(formatStats(`skill page, ${concurrency} concurrent`, stats));
    }
    const top = Math.max(...LEVELS);
    for (const url of OTHER_TABS) {
      const stats = await measure([url], (item) => fetchPage(server.url, item), { concurrency: top, seconds: Math.max(3, Math.round(SECONDS / 3)) });
      console.log(formatStats(`${url.split("/")[3]?.split("?")[0]} tab, ${top} concurrent`, stats));
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
