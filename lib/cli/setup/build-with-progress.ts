// Runs `next build` and says what it is doing and how far along it is: Next's own lines pass
// through, and whenever it is quiet for a while (compiling and type-checking take minutes on two
// cores) a line names the current step, the time so far and, from the previous build's duration,
// roughly how much is left. Run as its own process by ensure-build.ts (which must stay synchronous).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const root = process.cwd();
const timingFile = path.join(root, "node_modules", ".cache", "skillvault", "last-build-seconds");
const QUIET_MS = 10_000;

// Next.js 16's build steps, in order, by the line that starts each.
const steps: Array<{ pattern: RegExp; name: string }> = [
  { pattern: /Creating an optimized production build/, name: "compiling the site" },
  { pattern: /Running TypeScript/, name: "checking types" },
  { pattern: /Collecting page data/, name: "collecting page data" },
  { pattern: /Generating static pages/, name: "generating static pages" },
  { pattern: /Finalizing page optimization/, name: "finalizing" },
];

function readLastSeconds(): number | null {
  try {
    const value = Number(readFileSync(timingFile, "utf8"));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

const duration = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s` : `${Math.round(seconds)}s`;

const started = Date.now();
const lastSeconds = readLastSeconds();
let step = -1;
let lastOutput = Date.now();

console.log(
  `[setup] building the site (next build)${lastSeconds ? `; the last build took ${duration(lastSeconds)}` : "; the first build takes a few minutes on a small machine"}…`,
);

const child = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});

function follow(stream: NodeJS.ReadableStream, write: (line: string) => void): void {
  createInterface({ input: stream }).on("line", (line) => {
    lastOutput = Date.now();
    const next = steps.findIndex((candidate) => candidate.pattern.test(line));
    if (next > step) step = next;
    write(line);
  });
}
follow(child.stdout!, (line) => console.log(line));
follow(child.stderr!, (line) => console.error(line));

const ticker = setInterval(() => {
  if (Date.now() - lastOutput < QUIET_MS) return;
  lastOutput = Date.now();
  const elapsed = (Date.now() - started) / 1000;
  const where = step >= 0 ? `step ${step + 1} of ${steps.length}: ${steps[step]!.name}` : "starting";
  const left = lastSeconds && lastSeconds > elapsed ? `, about ${duration(lastSeconds - elapsed)} left` : "";
  console.log(`[setup] still building (${where}), ${duration(elapsed)} so far${left}`);
}, 1_000);

child.on("exit", (code, signal) => {
  clearInterval(ticker);
  const seconds = (Date.now() - started) / 1000;
  if (code === 0) {
    mkdirSync(path.dirname(timingFile), { recursive: true });
    writeFileSync(timingFile, String(Math.round(seconds)));
    console.log(`[setup] built in ${duration(seconds)}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
