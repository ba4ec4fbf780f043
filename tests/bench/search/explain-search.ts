// EXPLAIN (ANALYZE, BUFFERS) of the search statements for a few representative queries, on a kept
// benchmark database (planner settings as run-search-statement.ts sets them). Tuning aid:
//   DATABASE_URL=…/sv_bench_search_100000 npx tsx tests/bench/search/explain-search.ts 'q=docker&facets=tags,os,bins' …
import pg from "pg";
import { resolveSearchQuery } from "@/lib/search/resolve-search-query";
import { searchSql } from "@/lib/search/postgres/search-postgres";
import { TYPO_SIMILARITY } from "@/lib/search/postgres/run-search-statement";

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
for (const arg of process.argv.slice(2)) {
  const query = resolveSearchQuery(Object.fromEntries(new URLSearchParams(arg))).query;
  const sql = searchSql(query);
  await client.query("BEGIN");
  await client.query(`SELECT set_config('jit','off',true), set_config('max_parallel_workers_per_gather','0',true)`);
  if (query.tokens.length)
    await client.query(
      `SELECT set_config('enable_seqscan','off',true), set_config('enable_indexscan','off',true), set_config('pg_trgm.word_similarity_threshold','${TYPO_SIMILARITY}',true)`,
    );
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql.text}`, sql.values);
  await client.query("ROLLBACK");
  console.log(`\n=== ${arg}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
}
await client.end();
