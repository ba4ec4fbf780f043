// What finding a Files tab window costs (lib/render/line-window.ts, decision 039): milliseconds per
// window on the request thread for 10 MiB files of different shapes, asking for a line past the
// end (the worst case: both passes read every byte). Prints the median and worst of N runs, in
// process CPU time (this machine is shared: wall time mostly measures the neighbours) and wall time.
// Run: `npx tsx tests/bench/page/line-window.ts [--runs 15]`.
import { lineWindow } from "@/lib/render/line-window";
import { CODE_LINE_MAX_BYTES, CODE_TABLE_MAX_LINES, CODE_VIEW_MAX_BYTES } from "@/lib/render/markdown-limits";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 15;
const limits = { maxLines: CODE_TABLE_MAX_LINES, maxBytes: CODE_VIEW_MAX_BYTES, maxLineBytes: CODE_LINE_MAX_BYTES };
const SIZE = 10 * 1024 * 1024;
const encoder = new TextEncoder();
const shapes: Array<[string, Uint8Array]> = [
  ["10 MiB of newlines", new Uint8Array(SIZE).fill(0x0a)],
  ["10 MiB of 40-byte lines", encoder.encode(`${"x".repeat(39)}\n`.repeat(SIZE / 40))],
  ["10 MiB of 200 KiB lines", encoder.encode(`${"y".repeat(200 * 1024 - 1)}\n`.repeat(SIZE / (200 * 1024)))],
  ["10 MiB on one line", new Uint8Array(SIZE).fill(0x7a)],
];

for (const [name, bytes] of shapes) {
  const times: number[] = [];
  const walls: number[] = [];
  let shown = "";
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const window = lineWindow(bytes, { focus: Number.MAX_SAFE_INTEGER, limits });
    walls.push(performance.now() - started);
    const spent = process.cpuUsage(cpu);
    times.push((spent.user + spent.system) / 1000);
    shown = `lines ${window.first}–${window.last} of ${window.total}, ${window.text.length} chars, ${Object.keys(window.cut).length} cut`;
  }
  times.sort((a, b) => a - b);
  walls.sort((a, b) => a - b);
  const median = (list: number[]) => list[Math.floor(runs / 2)]!.toFixed(1);
  console.log(`${name.padEnd(26)} CPU median ${median(times)} ms, worst ${times[runs - 1]!.toFixed(1)} ms; wall median ${median(walls)} ms (${shown})`);
}
