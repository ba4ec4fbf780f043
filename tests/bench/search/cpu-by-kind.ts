// Tuning aid: CPU per search by query kind (this process and the PostgreSQL backends), each kind's
// queries run one at a time for a few seconds, cache off. On a kept benchmark database:
//   DATABASE_URL=…/sv_bench_search_100000 npx tsx tests/bench/search/cpu-by-kind.ts [seconds per kind]
import pg from "pg";
import { cpuSince, ownCpuMs, postgresCpuSnapshot } from "../cpu-usage";
import { buildQueries } from "./queries";
import { seededRandom } from "./vocabulary";

process.env.SEARCH_CACHE_DISABLED = "1";
process.env.LOG_LEVEL = "warn";
const seconds = Number(process.argv[2] ?? 3);
const url = process.env.DATABASE_URL!;
const database = new URL(url).pathname.slice(1);
const { searchSkills } = await import("@/lib/search");
const { closeDb } = await import("@/lib/db");
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const slugs = (await admin.query(`SELECT slug FROM "SkillSearchDocument" ORDER BY md5("skillId") LIMIT 500`)).rows.map((row) => row.slug as string);
const queries = buildQueries(seededRandom(7), slugs, 600);
for (const query of queries) await searchSkills(query.params); // warm-up
const kinds = [...new Set(queries.map((query) => query.kind))].sort();
for (const kind of kinds) {
  const mine = queries.filter((query) => query.kind === kind);
  const before = await postgresCpuSnapshot(admin, database);
  const node = ownCpuMs();
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < deadline) await searchSkills(mine[n++ % mine.length]!.params);
  const nodeMs = (ownCpuMs() - node) / n;
  const pgMs = cpuSince(before, await postgresCpuSnapshot(admin, database)) / n;
  console.log(`${kind.padEnd(16)} n=${String(n).padStart(5)}  node ${nodeMs.toFixed(2)} ms  postgres ${pgMs.toFixed(2)} ms`);
}
await admin.end();
await closeDb();
