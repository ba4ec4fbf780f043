// Publish benchmark: latency p50/p95 over 200 sequential publishes of a generated 20-file,
// ~200 KB skill (every file new each time: the worst case for blob storage), then throughput
// with 4 concurrent publishers. Runs on a scratch PostgreSQL database that it drops afterwards.
// Prints figures; asserts nothing. `npm run bench:publish`
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { ensurePostgres } from "../setup/ensure-postgres";
import { createTestDatabase, dropTestDatabase, ensureTemplate } from "../setup/test-databases";
import { createFigures } from "./figures";

const figures = createFigures("publish");

const SEQUENTIAL = Number(process.env.BENCH_PUBLISHES ?? 200);
const WARMUP = 10;
const PUBLISHERS = 4;
const PER_PUBLISHER = Number(process.env.BENCH_CONCURRENT_PUBLISHES ?? 50);
const FILES = 20;
const FILE_BYTES = 10_000;

const WORDS =
  "skill agent file format table column value parse render summary report check option output input markdown script reference asset review publish version install manage update index search result".split(
    " ",
  );

/** Readable, clean prose (the scanner judges it clean), unique per call. */
function prose(seed: string, bytes: number): string {
  const lines = [`# Notes ${seed}`, ""];
  let size = 0;
  let i = 0;
  while (size < bytes) {
    const words = Array.from({ length: 12 }, (_, k) => WORDS[(i * 7 + k * 3 + seed.length) % WORDS.length]).join(" ");
    const line = `- ${words} (${seed}-${i}).`;
    lines.push(line);
    size += line.length + 1;
    i++;
  }
  return `${lines.join("\n")}\n`;
}

function skillBundle(name: string, nonce: string) {
  const encoder = new TextEncoder();
  const files = [
    {
      path: "SKILL.md",
      bytes: encoder.encode(
        `---\nname: ${name}\ndescription: Formats and summarises tabular reports for the benchmark (${nonce}).\n---\n\n# ${name}\n\nRead references/ for the details.\n\n${prose(nonce, FILE_BYTES - 300)}`,
      ),
    },
  ];
  for (let i = 1; i < FILES; i++) {
    const path = i % 4 === 0 ? `scripts/step_${i}.py` : `references/part-${i}.md`;
    const text = path.endsWith(".py")
      ? `# step ${i} ${nonce}\n` + prose(`${nonce}-${i}`, FILE_BYTES).replace(/^/gm, "# ") + `\nprint("step ${i}")\n`
      : prose(`${nonce}-${i}`, FILE_BYTES);
    files.push({ path, bytes: encoder.encode(text) });
  }
  return { kind: "files" as const, files };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function describe(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `${label.padEnd(28)} n=${String(samples.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms  mean ${mean.toFixed(1)} ms`;
}

async function main() {
  const { loadavg, cpus } = await import("node:os");
  console.log(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const adminUrl = await ensurePostgres();
  const database = await createTestDatabase(adminUrl, await ensureTemplate(adminUrl));
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE = String(PUBLISHERS * 2);
  process.env.LOG_LEVEL = "warn";
  const { closeDb } = await import("@/lib/db");
  try {
    const { createUser } = await import("@/lib/auth/create-user");
    const { publishVersion } = await import("@/lib/publish");
    type Stage = import("@/lib/publish").PublishStage;

    const actorFor = async (handle: string) => {
      const user = await createUser({ handle });
      return { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"] as const, via: "system" as const };
    };
    const sample = skillBundle("bench-skill", "size-check");
    const bytes = sample.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    console.log(`publish benchmark: ${sample.files.length} files, ${(bytes / 1024).toFixed(0)} KiB per publish, every file new each time`);

    // Sequential latency, with where the time goes (time since the previous stage).
    const actor = await actorFor("bench-sequential");
    const totals: number[] = [];
    // CPU time of this process per publish: wall time depends on whatever else the machine runs.
    const cpuTimes: number[] = [];
    const stages = new Map<string, { wall: number[]; cpu: number[] }>();
    for (let i = 0; i < WARMUP + SEQUENTIAL; i++) {
      const bundle = skillBundle("bench-skill", `${i}-${randomBytes(4).toString("hex")}`);
      const cpuNow = () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      };
      const marks: Array<[Stage | "start", number, number]> = [["start", performance.now(), cpuNow()]];
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      await publishVersion({
        actor,
        bundle,
        slug: "bench-skill",
        version: `1.0.${i}`,
        onProgress: (stage) => void marks.push([stage, performance.now(), cpuNow()]),
      });
      const elapsed = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (i < WARMUP) continue;
      totals.push(elapsed);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      for (let m = 1; m < marks.length; m++) {
        const [stage, at, cpuAt] = marks[m]!;
        const list = stages.get(stage) ?? { wall: [], cpu: [] };
        list.wall.push(at - marks[m - 1]![1]);
        list.cpu.push(cpuAt - marks[m - 1]![2]);
        stages.set(stage, list);
      }
    }
    console.log(describe("publish latency", totals));
    console.log(describe("  node CPU per publish", cpuTimes));
    figures.add(
      "latency p50",
      percentile(
        [...totals].sort((a, b) => a - b),
        50,
      ),
      "ms",
    );
    figures.add(
      "node CPU per publish p50",
      percentile(
        [...cpuTimes].sort((a, b) => a - b),
        50,
      ),
      "ms",
    );
    const stageLabels: Record<string, string> = {
      read: "  read+validate+scan",
      scanned: "  slug check",
      "stored-blobs": "  zip+tx begin+skill+blobs",
      "stored-version": "  version+file rows",
      signed: "  tags+state+search+sign",
      committed: "  audit+feed+commit",
    };
    console.log("where the time goes (wall, then node CPU), stage by stage:");
    for (const [stage, samples] of stages) {
      console.log(describe(stageLabels[stage] ?? stage, samples.wall));
      console.log(describe("    cpu", samples.cpu));
    }

    // Throughput: 4 publishers, each on its own skill, all at once.
    if (PER_PUBLISHER === 0) return;
    const actors = await Promise.all(Array.from({ length: PUBLISHERS }, (_, i) => actorFor(`bench-concurrent-${i}`)));
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      actors.map(async (publisher, p) => {
        for (let i = 0; i < PER_PUBLISHER; i++) {
          const bundle = skillBundle(`bench-concurrent-${p}`, `${p}-${i}-${randomBytes(4).toString("hex")}`);
          const start = performance.now();
          await publishVersion({ actor: publisher, bundle, slug: `bench-concurrent-${p}`, version: `1.0.${i}` });
          latencies.push(performance.now() - start);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(describe(`latency, ${PUBLISHERS} publishers`, latencies));
    console.log(
      `throughput, ${PUBLISHERS} publishers      ${(latencies.length / seconds).toFixed(1)} publishes/s (${latencies.length} in ${seconds.toFixed(1)} s)`,
    );
    figures.add(`throughput, ${PUBLISHERS} publishers`, latencies.length / seconds, "/s", true);
  } finally {
    figures.save();
    await closeDb();
    await dropTestDatabase(adminUrl, database.name);
  }
}

await main();
