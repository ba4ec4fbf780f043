// API benchmark (`npm run bench:api`): starts the built site on a scratch database (rate limits
// off), publishes a small registry, then prints
//   - download throughput (req/s at 32 connections) of a cached ~200 KB version next to the same
//     bytes served as a static file by nginx in the same run, and their ratio;
//   - the same download with a token, of the public skill and of a private copy (whose downloads
//     are written to the audit log): what auditing a private download costs;
//   - skill-detail and search latency p50/p95 (1 and 8 clients).
// Prints figures; asserts nothing. Builds the site only when its sources changed.
//
//   npm run bench:api -- [--seconds 10] [--connections 32] [--skills 200] [--payload-kb 200]
//                        [--nginx-workers 1] [--no-build]
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensureBuild } from "@/lib/cli/setup/ensure-build";
import { ensurePostgres } from "../setup/ensure-postgres";
import { freePort, startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { PAYLOAD_SLUG, PRIVATE_PAYLOAD_SLUG, seedBenchSkills } from "./api/seed-bench-skills";
import { startNginx } from "./api/start-nginx";
import { formatStats, measure } from "./search/measure";
import { createFigures } from "./figures";

const figures = createFigures("api");

const args = parseArgs(process.argv.slice(2), ["seconds", "connections", "skills", "payload-kb", "nginx-workers"]);
const SECONDS = Number(stringFlag(args, "seconds") ?? 10);
const CONNECTIONS = Number(stringFlag(args, "connections") ?? 32);
const SKILLS = Number(stringFlag(args, "skills") ?? 200);
const PAYLOAD_KB = Number(stringFlag(args, "payload-kb") ?? 200);
const NGINX_WORKERS = Number(stringFlag(args, "nginx-workers") ?? 1);

type Throughput = { reqPerSec: number; mbPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function hammer(url: string, headers: Record<string, string> = {}): Promise<Throughput> {
  // A short warm-up, so both servers are measured with hot caches and open keep-alive sockets.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    reqPerSec: result.requests.average,
    mbPerSec: result.throughput.average / 1024 / 1024,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function line(label: string, t: Throughput): string {
  const problems = t.non2xx || t.errors ? `  (${t.non2xx} non-2xx, ${t.errors} errors)` : "";
  return `  ${label.padEnd(34)} ${t.reqPerSec.toFixed(0).padStart(6)} req/s  ${t.mbPerSec.toFixed(1).padStart(6)} MB/s  latency p50 ${String(t.p50).padStart(4)} ms  p99 ${String(t.p99).padStart(4)} ms${problems}`;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

async function get(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return body;
}

async function main(): Promise<void> {
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  if (!args.flags.has("no-build")) ensureBuild();
  console.log(
    `API benchmark: ${cpus().length} CPU cores, ${CONNECTIONS} connections, ${SECONDS} s per run, load average ${load()} (client, server, PostgreSQL and nginx share these cores)`,
  );
  const server = await startTestServer({ adminUrl, template, env: { RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn" } });
  const scratch = mkdtempSync(path.join(tmpdir(), "sv-bench-api-"));
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.LOG_LEVEL = "warn";
  const { closeDb } = await import("@/lib/db");
  try {
    const started = performance.now();
    const { slugs, queries, token } = await seedBenchSkills({ count: SKILLS, payloadBytes: PAYLOAD_KB * 1024 });
    console.log(`  registry: ${SKILLS} skills + ${PAYLOAD_SLUG} published in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Download: the registry's zip vs the same bytes from nginx.
    const downloadUrl = `${server.url}/api/v1/download?slug=${PAYLOAD_SLUG}&version=1.0.0`;
    const probe = await fetch(downloadUrl);
    if (probe.ok) {
      const zip = new Uint8Array(await probe.arrayBuffer());
      const www = path.join(scratch, "www");
      mkdirSync(www, { recursive: true });
      writeFileSync(path.join(www, "payload.zip"), zip);
      // nginx's workers may drop root; the scratch folder is private by default.
      chmodSync(scratch, 0o755);
      nginx = await startNginx({ root: www, prefix: path.join(scratch, "nginx"), port: await freePort(), workers: NGINX_WORKERS });
      const served = new Uint8Array(await get(`${nginx.url}/payload.zip`));
      const same = sha256(served) === sha256(zip);
      console.log(
        `\ndownload of one ${(zip.byteLength / 1024).toFixed(0)} KB version (${probe.headers.get("x-skill-digest") ?? "no X-Skill-Digest header"}; nginx serves identical bytes: ${same ? "yes" : "NO"})`,
      );
      const ours = await hammer(downloadUrl);
      console.log(line("skillvault /api/v1/download", ours));
      const theirs = await hammer(`${nginx.url}/payload.zip`);
      console.log(line(`nginx static file (${NGINX_WORKERS} worker)`, theirs));
      console.log(`  ratio skillvault / nginx: ${(ours.reqPerSec / theirs.reqPerSec).toFixed(2)} (req/s)`);
      figures.add("download req/s", ours.reqPerSec, "/s", true);
      figures.add("download / nginx ratio", ours.reqPerSec / theirs.reqPerSec, "×", true);
      // With a token: the public skill (not audited) and its private copy (one audit row per download).
      const auth = { authorization: `Bearer ${token}` };
      const publicAuthed = await hammer(downloadUrl, auth);
      console.log(line("same, with a token", publicAuthed));
      const { db } = await import("@/lib/db");
      const audited = await db.auditLog.count({ where: { action: "version.download" } });
      const privateAuthed = await hammer(`${server.url}/api/v1/download?slug=${PRIVATE_PAYLOAD_SLUG}&version=1.0.0`, auth);
      console.log(line("private copy, token (audited)", privateAuthed));
      const rows = (await db.auditLog.count({ where: { action: "version.download" } })) - audited;
      console.log(
        `  audit rows written: ${rows} (${privateAuthed.reqPerSec > 0 ? ((privateAuthed.reqPerSec / publicAuthed.reqPerSec - 1) * 100).toFixed(0) : "n/a"}% req/s vs the public skill with the same token; p50 ${privateAuthed.p50 - publicAuthed.p50} ms more)`,
      );
      figures.add("download with token req/s", publicAuthed.reqPerSec, "/s", true);
      figures.add("private (audited) download req/s", privateAuthed.reqPerSec, "/s", true);
    } else {
      console.log(`\ndownload: GET /api/v1/download answered ${probe.status}; not measured`);
    }

    // Latency: skill detail and search.
    console.log(`\nlatency (${SECONDS} s per level)`);
    const detail = slugs.map((slug) => `${server.url}/api/v1/skills/${slug}`);
    const search = queries.map((q) => `${server.url}/api/v1/search?q=${encodeURIComponent(q)}&limit=20`);
    for (const [label, urls] of [
      ["skill detail", detail],
      ["search", search],
    ] as const) {
      const first = await fetch(urls[0]!);
      if (!first.ok) {
        console.log(`  ${label}: ${new URL(urls[0]!).pathname} answered ${first.status}; not measured`);
        continue;
      }
      for (const url of urls.slice(0, 50)) await get(url);
      for (const concurrency of [1, 8]) {
        const stats = await measure(urls, get, { concurrency, seconds: SECONDS });
        console.log(`  ${formatStats(`${label}, ${concurrency} client(s)`, stats)}`);
        figures.add(`${label}, ${concurrency} client(s): p95`, stats.p95, "ms");
      }
    }
    console.log(`\nload average at the end: ${load()}`);
    figures.save();
  } finally {
    await nginx?.stop();
    await closeDb();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
