// The figures each benchmark run produced, kept beside the previous run's so `npm run bench` can
// print one table with both (a regression is visible at a glance). They describe this machine and
// its load at the time, so they live under .data/bench/ (git-ignored), never in the repository.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

export const FIGURES_DIR = path.join(".data", "bench");

/** One measured figure: "p95" in ms, "cpu/req" in ms, "req/s"… Lower is better unless `higherIsBetter`. */
export type Figure = { name: string; value: number; unit: string; higherIsBetter?: boolean };
export type BenchRun = { bench: string; at: string; loadAverage: number; figures: Figure[] };

/** Collects a benchmark's figures as it prints them; save() at the end rotates last → previous. */
export function createFigures(bench: string) {
  const figures: Figure[] = [];
  return {
    add(name: string, value: number, unit: string, higherIsBetter = false): void {
      if (Number.isFinite(value)) figures.push({ name, value, unit, ...(higherIsBetter ? { higherIsBetter } : {}) });
    },
    save(): void {
      if (figures.length === 0) return;
      mkdirSync(FIGURES_DIR, { recursive: true });
      const last = path.join(FIGURES_DIR, `${bench}.last.json`);
      if (existsSync(last)) renameSync(last, path.join(FIGURES_DIR, `${bench}.previous.json`));
      const run: BenchRun = { bench, at: new Date().toISOString(), loadAverage: loadavg()[0]!, figures };
      writeFileSync(last, `${JSON.stringify(run, null, 2)}\n`);
    },
  };
}

function read(file: string): BenchRun | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BenchRun;
  } catch {
    return null;
  }
}

function change(figure: Figure, previous: Figure | undefined): string {
  if (!previous || previous.value === 0) return "";
  const ratio = figure.value / previous.value;
  const worse = figure.higherIsBetter ? ratio < 0.9 : ratio > 1.1;
  const percent = `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(0)}%`;
  return worse ? `${percent} ◀ worse` : percent;
}

/** Every bench's last run next to its previous one, as a table. */
export function figuresTable(benches?: string[]): string {
  if (!existsSync(FIGURES_DIR)) return "(no benchmark figures yet)";
  const names =
    benches ??
    readdirSync(FIGURES_DIR)
      .filter((file) => file.endsWith(".last.json"))
      .map((file) => file.slice(0, -".last.json".length))
      .sort();
  const lines: string[] = [];
  const format = (figure: Figure | undefined) => (figure ? `${figure.value.toFixed(figure.value >= 100 ? 0 : 1)} ${figure.unit}` : "—");
  for (const bench of names) {
    const last = read(path.join(FIGURES_DIR, `${bench}.last.json`));
    if (!last) continue;
    const previous = read(path.join(FIGURES_DIR, `${bench}.previous.json`));
    lines.push(
      `${bench}  (last ${last.at.slice(0, 16)}Z, load ${last.loadAverage.toFixed(1)}${previous ? `; previous ${previous.at.slice(0, 16)}Z, load ${previous.loadAverage.toFixed(1)}` : ""})`,
    );
    for (const figure of last.figures) {
      const before = previous?.figures.find((candidate) => candidate.name === figure.name);
      lines.push(`  ${figure.name.padEnd(48)} ${format(figure).padStart(14)}  ${format(before).padStart(14)}  ${change(figure, before)}`);
    }
  }
  return [`${"".padEnd(50)} ${"last".padStart(14)}  ${"previous".padStart(14)}`, ...lines].join("\n");
}
