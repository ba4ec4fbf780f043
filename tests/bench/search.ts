// Search benchmark (`npm run bench:search`): generates a realistic registry of 100,000 skills into
// a scratch PostgreSQL database, builds the search index (timed), then replays a query mix at 1 and
// 16 concurrent clients and prints p50/p95/p99 latency and throughput, for search and for
// search-as-you-type suggestions. Prints figures; asserts nothing.
//
//   npm run bench:search -- [--skills 100000] [--seconds 15] [--concurrency 1,16] [--pool 8]
//                           [--search-concurrency n] search statements at once (SEARCH_CONCURRENCY; unset = its default)
//                           [--keep]                 keep (and next time reuse) the database sv_bench_search_<skills>
//                           [--modes cold,cached,writes]   in-process: search cache off / on / on with 1 index write per second
//                           [--target http --base-url http://127.0.0.1:3000]   measure a running server instead
//                           (start it with DATABASE_URL pointing at the kept database, printed with --keep, and
//                           RATE_LIMIT_DISABLED=1); the ClawHub-compatible route ignores the mix's filters/sorts
//                           [--search-path /api/v1/search] [--suggest-path /search/suggestions]
import pg from "pg";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensurePostgres } from "../setup/ensure-postgres";
import { admin, ensureTemplate, withDatabase } from "../setup/test-databases";
import { generateSkill, insertOwners, insertSkills, insertZipBlob } from "./search/generate-skills";
import { formatStats, measure } from "./search/measure";
import { buildPrefixes, buildQueries, type BenchQuery } from "./search/queries";
import { httpTarget, inProcessTarget, type SearchTarget } from "./search/targets";
import { seededRandom } from "./search/vocabulary";
import { cpuSince, ownCpuMs, postgresCpuSnapshot } from "./cpu-usage";
import { createFigures } from "./figures";

const args = parseArgs(process.argv.slice(2), [
  "skills",
  "seconds",
  "concurrency",
  "pool",
  "target",
  "base-url",
  "search-path",
  "suggest-path",
  "modes",
  "search-concurrency",
]);
const SKILLS = Number(stringFlag(args, "skills") ?? 100_000);
const SECONDS = Number(stringFlag(args, "seconds") ?? 15);
const LEVELS = (stringFlag(args, "concurrency") ?? "1,16").split(",").map(Number);
/** Connection pool size; unset = the application's default (DATABASE_POOL_SIZE). */
const POOL = stringFlag(args, "pool");
const SEARCH_CONCURRENCY = stringFlag(args, "search-concurrency");
const KEEP = args.flags.has("keep");
const BATCH = 2_000;
const figures = createFigures("search");

/** A scratch database from the migrated template; with --keep a named one that later runs reuse. */
async function prepareDatabase(adminUrl: string): Promise<{ name: string; url: string; reused: boolean }> {
  const name = KEEP ? `sv_bench_search_${SKILLS}` : `sv_test_${process.pid}_search_bench`;
  const template = await ensureTemplate(adminUrl);
  const exists = await admin(adminUrl, async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  const url = withDatabase(adminUrl, name);
  if (exists && KEEP) {
    const count = await admin(url, async (client) => Number((await client.query(`SELECT count(*) FROM "Skill"`)).rows[0].count));
    if (count === SKILLS) return { name, url, reused: true };
  }
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return { name, url, reused: false };
}

async function generate(url: string): Promise<void> {
  const random = seededRandom(42);
  const now = Date.now();
  const started = performance.now();
  await admin(url, async (client) => {
    const owners = await insertOwners(client, Math.max(10, Math.round(SKILLS / 20)), now);
    const zipSha = await insertZipBlob(client);
    const used = new Set<string>();
    for (let start = 0; start < SKILLS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, SKILLS - start) }, (_, i) => generateSkill(start + i, random, owners, used, now));
      await insertSkills(client, batch, zipSha);
      process.stdout.write(`\r  generated ${Math.min(SKILLS, start + BATCH)} / ${SKILLS} skills`);
    }
    await client.query("ANALYZE");
  });
  console.log(`\n  data load: ${((performance.now() - started) / 1000).toFixed(1)} s (owners, skills, versions, SKILL.md blobs, daily stats)`);
}

async function buildIndex(url: string): Promise<void> {
  const { reindexSearch } = await import("@/lib/search");
  const report = await reindexSearch({ backends: ["postgres"] });
  const seconds = (report.postgres?.ms ?? 0) / 1000;
  await admin(url, (client) => client.query(`VACUUM ANALYZE "SkillSearchDocument"`));
  console.log(
    `  index build: ${seconds.toFixed(1)} s for ${report.postgres?.documents} documents (${(report.postgres!.documents / seconds).toFixed(0)} docs/s; hidden, held, deleted and withdrawn skills are left out)`,
  );
}

async function printSizes(url: string): Promise<void> {
  await admin(url, async (client) => {
    const { rows } = await client.query(
      `SELECT pg_size_pretty(pg_table_size('"SkillSearchDocument"')) AS heap, pg_size_pretty(pg_indexes_size('"SkillSearchDocument"')) AS indexes`,
    );
    console.log(`  search table: ${rows[0].heap} data + ${rows[0].indexes} indexes`);
  });
}

async function sampleSlugs(url: string): Promise<string[]> {
  return admin(url, async (client) =>
    (await client.query(`SELECT slug FROM "SkillSearchDocument" ORDER BY md5("skillId") LIMIT 500`)).rows.map((row) => row.slug as string),
  );
}

/**
 * How the in-process target is measured: the search result cache off (every search runs its SQL:
 * the cold cost), on with the mix repeating (its ~630 distinct queries come back again and again,
 * as popular searches do), and on while the index changes once a second (each change invalidates
 * every cached result). The HTTP target measures the server as it is configured.
 */
type Mode = { name: string; label: string; cache: boolean; writesPerSecond: number };
const MODES: Mode[] = [
  { name: "cold", label: "cache off (SEARCH_CACHE_DISABLED=1): every search runs its SQL", cache: false, writesPerSecond: 0 },
  { name: "cached", label: "cache on, the mix repeating (no index writes)", cache: true, writesPerSecond: 0 },
  { name: "writes", label: "cache on, 1 index write/s (each clears the cache)", cache: true, writesPerSecond: 1 },
];
const MODE_NAMES = (stringFlag(args, "modes") ?? MODES.map((mode) => mode.name).join(",")).split(",");

async function setCache(enabled: boolean): Promise<void> {
  const { resetConfigForTests } = await import("@/lib/config");
  const { clearSearchCache } = await import("@/lib/search");
  if (enabled) delete process.env.SEARCH_CACHE_DISABLED;
  else process.env.SEARCH_CACHE_DISABLED = "1";
  resetConfigForTests();
  clearSearchCache();
}

/** Touches one search document every 1/rate seconds: a commit that bumps the search generation. */
async function startWrites(rate: number, url: string): Promise<() => Promise<void>> {
  if (rate === 0) return async () => {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT "skillId" FROM "SkillSearchDocument" ORDER BY "skillId" LIMIT 1`);
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pending = client.query(`UPDATE "SkillSearchDocument" SET stars = stars WHERE "skillId" = $1`, [rows[0].skillId]);
  }, 1000 / rate);
  return async () => {
    clearInterval(timer);
    await pending;
    await client.end();
  };
}

/** Where the CPU goes: this process (in-process target: the whole search path in Node) and the
 * database's backends, per search — the figure that load on a shared machine does not inflate. */
async function cpuMeter(
  url: string,
  database: string,
): Promise<{ start(): Promise<void>; stop(requests: number): Promise<{ node: number; postgres: number }>; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let node = 0;
  let backends = new Map<number, number>();
  return {
    async start() {
      backends = await postgresCpuSnapshot(client, database);
      node = ownCpuMs();
    },
    async stop(requests) {
      const nodeMs = ownCpuMs() - node;
      const postgresMs = cpuSince(backends, await postgresCpuSnapshot(client, database));
      return { node: nodeMs / Math.max(1, requests), postgres: postgresMs / Math.max(1, requests) };
    },
    close: () => client.end(),
  };
}

async function run(target: SearchTarget, url: string, database: string, inProcess: boolean): Promise<void> {
  const random = seededRandom(7);
  const queries = buildQueries(random, await sampleSlugs(url), 600);
  if (inProcess) await setCache(false);
  // Warm up (plan caches, buffers) and collect second-page cursors: people do page on.
  const pageTwo: BenchQuery[] = [];
  for (const query of queries) {
    const { nextCursor } = await target.search(query.params);
    if (nextCursor && pageTwo.length < 30) pageTwo.push({ kind: "page 2", params: { ...query.params, cursor: nextCursor } });
  }
  const mix = [...queries, ...pageTwo];
  const prefixes = buildPrefixes(random, 400);
  for (const prefix of prefixes.slice(0, 100)) await target.suggest(prefix);

  const modes = inProcess
    ? MODES.filter((mode) => MODE_NAMES.includes(mode.name))
    : [{ name: "server", label: "the server as configured (its SEARCH_CACHE_DISABLED)", cache: false, writesPerSecond: 0 }];
  console.log(
    `\n${target.name}: ${mix.length} queries (${new Set(mix.map((q) => JSON.stringify(q.params))).size} distinct; ${[...new Set(mix.map((q) => q.kind))].join(", ")}), ${SECONDS} s per level`,
  );
  for (const mode of modes) {
    console.log(`\n  ${mode.label}`);
    for (const concurrency of LEVELS) {
      if (inProcess) await setCache(mode.cache);
      const { searchCacheStats } = await import("@/lib/search");
      const before = searchCacheStats();
      const stopWrites = await startWrites(mode.writesPerSecond, url);
      const byKind = new Map<string, number[]>();
      const meter = await cpuMeter(url, database);
      await meter.start();
      const stats = await measure(mix, (query) => target.search(query.params), {
        concurrency,
        seconds: SECONDS,
        onSample: (query, ms) => byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), ms]),
      });
      const cpu = await meter.stop(stats.requests);
      await meter.close();
      await stopWrites();
      const after = searchCacheStats();
      const answered = after.hits - before.hits + after.joined - before.joined;
      const cache = inProcess && mode.cache ? `  [cache: ${((100 * answered) / Math.max(1, stats.requests)).toFixed(1)}% answered without SQL]` : "";
      const os = await import("node:os");
      console.log(formatStats(`search, ${concurrency} client(s)`, stats) + cache);
      console.log(
        `${"".padEnd(30)} CPU per search: ${inProcess ? `node ${cpu.node.toFixed(2)} ms + ` : ""}postgres ${cpu.postgres.toFixed(2)} ms  (load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
      const figure = `${mode.name}, ${concurrency} client(s)`;
      figures.add(`${figure}: p95`, stats.p95, "ms");
      if (inProcess) figures.add(`${figure}: node CPU/search`, cpu.node, "ms");
      figures.add(`${figure}: postgres CPU/search`, cpu.postgres, "ms");
      if (concurrency === Math.max(...LEVELS)) {
        for (const [kind, samples] of [...byKind].sort()) {
          const sorted = samples.sort((a, b) => a - b);
          figures.add(`${mode.name}, ${concurrency} clients, ${kind}: p95`, sorted[Math.floor(sorted.length * 0.95)]!, "ms");
          console.log(
            `    ${kind.padEnd(16)} n=${String(sorted.length).padStart(5)}  p50 ${sorted[Math.floor(sorted.length * 0.5)]!.toFixed(1).padStart(6)} ms  p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1).padStart(6)} ms`,
          );
        }
      }
    }
  }
  console.log("\n  suggestions (never cached)");
  for (const concurrency of LEVELS) {
    const stats = await measure(prefixes, (prefix) => target.suggest(prefix), { concurrency, seconds: Math.max(5, SECONDS / 2) });
    console.log(formatStats(`suggest, ${concurrency} client(s)`, stats));
    figures.add(`suggest, ${concurrency} client(s): p95`, stats.p95, "ms");
  }
}

async function main(): Promise<void> {
  const adminUrl = await ensurePostgres();
  const database = await prepareDatabase(adminUrl);
  process.env.DATABASE_URL = database.url;
  if (POOL) process.env.DATABASE_POOL_SIZE = POOL;
  if (SEARCH_CONCURRENCY) process.env.SEARCH_CONCURRENCY = SEARCH_CONCURRENCY;
  process.env.LOG_LEVEL = "warn";
  delete process.env.MEILI_HOST;
  const os = await import("node:os");
  const { getConfig } = await import("@/lib/config");
  console.log(
    `search benchmark: ${SKILLS} skills, database ${database.name}${database.reused ? " (reused)" : ""}, ` +
      `pool ${getConfig().DATABASE_POOL_SIZE}, search statements at once ${getConfig().SEARCH_CONCURRENCY}, ${os.cpus().length} CPU cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  const { closeDb } = await import("@/lib/db");
  try {
    if (!database.reused) {
      await generate(database.url);
      await buildIndex(database.url);
    }
    await printSizes(database.url);
    const http = stringFlag(args, "target") === "http";
    const target = http
      ? httpTarget({
          baseUrl: stringFlag(args, "base-url") ?? "http://127.0.0.1:3000",
          searchPath: stringFlag(args, "search-path") ?? "/api/v1/search",
          suggestPath: stringFlag(args, "suggest-path") ?? "/search/suggestions",
        })
      : await inProcessTarget();
    await run(target, database.url, database.name, !http);
    figures.save();
    if (KEEP) console.log(`\nkept the database: DATABASE_URL=${database.url}`);
  } finally {
    await closeDb();
    if (!KEEP) await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`));
  }
}

await main();
