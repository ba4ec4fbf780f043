// npm run bench: the registry's headline figures in one run — bundle read + validate throughput,
// publish latency, download/detail/search API latency (next to nginx), skill page render.
// Scanner accuracy, the 100k-skill search benchmark and the load test are longer and run on
// their own (npm run bench:scanner | bench:search | bench:load). Benchmarks print; they assert nothing.
// At the end: one table of every benchmark's figures (the ones run here and the last run of the
// others) beside the previous run's, kept under .data/bench/ (tests/bench/figures.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { figuresTable } from "./figures";

const benches = [
  ["bundle read + validate", "bundle-validate.ts"],
  ["publish", "publish.ts"],
  ["API: download vs nginx, detail, search", "api.ts"],
  ["skill page render", "skill-page.ts"],
] as const;

const tsx = path.join("node_modules", "tsx", "dist", "cli.mjs");
let failed = 0;
for (const [title, file] of benches) {
  console.log(`\n━━ ${title} (tests/bench/${file}) ━━`);
  const result = spawnSync(process.execPath, [tsx, path.join("tests", "bench", file)], { stdio: "inherit" });
  if (result.status !== 0) {
    failed++;
    console.error(`✗ ${file} exited with ${result.status ?? result.signal}`);
  }
}
console.log(`\n━━ every figure, this run beside the previous one (.data/bench/; CPU figures are the ones load does not inflate) ━━\n${figuresTable()}`);
process.exit(failed ? 1 : 0);
