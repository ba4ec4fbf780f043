// Tuning aid: PostgreSQL CPU per execution of the search statement, per query, measured on the
// backend itself (/proc/<pid>/schedstat: nanoseconds on CPU, unaffected by neighbours' load), run
// as the planner pools run it (prepared, planned per execution, the pool's settings), on a kept
// benchmark database:
//   DATABASE_URL=…/sv_bench_search_100000 npx tsx tests/bench/search/plan-times.ts 'q=docker&facets=tags,os,bins' …
// RUNS=n (default 40) executions per query; the median of per-execution CPU is printed. With no
// queries: the first MIX=n (default 100) of the benchmark's mix (queries.ts), summed per kind.
import { readFileSync } from "node:fs";
import pg from "pg";
import { resolveSearchQuery } from "@/lib/search/resolve-search-query";
import { searchPlan, searchSql } from "@/lib/search/postgres/search-postgres";
import { plannerSettingsOf, type SearchPlan } from "@/lib/search/postgres/run-search-statement";
import { buildQueries } from "./queries";
import { seededRandom } from "./vocabulary";

const RUNS = Number(process.env.RUNS ?? 40);
// PLAN_MODE=force_generic_plan|force_custom_plan overrides the pools' plan_cache_mode (to compare).
const options = (plan: SearchPlan) =>
  Object.entries({ ...plannerSettingsOf(plan), ...(process.env.PLAN_MODE ? { plan_cache_mode: process.env.PLAN_MODE } : {}) })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
const clients = new Map<SearchPlan, { client: pg.Client; pid: number }>();
async function clientFor(plan: SearchPlan) {
  let entry = clients.get(plan);
  if (!entry) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: options(plan) });
    await client.connect();
    const pid = (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
    entry = { client, pid };
    clients.set(plan, entry);
  }
  return entry;
}
const cpuNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
let sum = 0;
const byKind = new Map<string, { ms: number; n: number }>();
const explicit = process.argv.slice(2).map((arg) => ({ kind: "", params: Object.fromEntries(new URLSearchParams(arg)) }));
async function mix() {
  const { client } = await clientFor("browse");
  const slugs = (await client.query(`SELECT slug FROM "SkillSearchDocument" ORDER BY md5("skillId") LIMIT 500`)).rows.map((row) => row.slug as string);
  return buildQueries(seededRandom(7), slugs, Number(process.env.MIX ?? 100));
}
for (const { kind, params } of explicit.length ? explicit : await mix()) {
  const arg = new URLSearchParams(params).toString();
  const query = resolveSearchQuery(params).query;
  const sql = searchSql(query);
  const { client, pid } = await clientFor(searchPlan(query));
  const name = `p${Math.random().toString(36).slice(2)}`;
  await client.query({ name, text: sql.text, values: sql.values }); // prepare and warm
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = cpuNs(pid);
    await client.query({ name, text: sql.text, values: sql.values });
    samples.push((cpuNs(pid) - before) / 1e6);
  }
  const ms = median(samples);
  sum += ms;
  const total = byKind.get(kind) ?? { ms: 0, n: 0 };
  byKind.set(kind, { ms: total.ms + ms, n: total.n + 1 });
  if (!kind) console.log(`${arg.padEnd(44)} ${searchPlan(query).padEnd(13)} postgres ${ms.toFixed(2)} ms CPU`);
}
for (const [kind, { ms, n }] of [...byKind].sort())
  if (kind) console.log(`${kind.padEnd(16)} n=${String(n).padStart(3)}  postgres ${(ms / n).toFixed(2)} ms CPU per search`);
console.log(
  `${"sum".padEnd(58)} postgres ${sum.toFixed(2)} ms CPU (${(sum / Math.max(1, byKind.size && [...byKind.values()].reduce((a, b) => a + b.n, 0))).toFixed(2)} per search)`,
);
for (const { client } of clients.values()) await client.end();
