// Load benchmark (`npm run bench:load`): the built site on a scratch database (rate limits off,
// RATE_LIMIT_DISABLED=1), a registry of `--skills` published skills, then the issue's mix (search
// 50 %, skill detail 25 %, download 15 %, publish 5 %, list 5 %; tests/load/request-mix.ts) driven
// by autocannon at increasing concurrency. Per step it prints throughput, p50/p95/p99 latency
// (overall and per kind) and error counts. `--soak` then holds one concurrency for 10 minutes and
// samples the server's RSS every 30 s, and says whether memory grew. Prints figures; asserts nothing.
//
//   npm run bench:load -- [--steps 1,4,16,64] [--seconds 15] [--skills 200]
//                         [--soak] [--soak-minutes 10] [--soak-connections 16] [--no-build]
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { parseArgs, stringFlag } from "@/lib/cli/parse-args";
import { ensureBuild } from "@/lib/cli/setup/ensure-build";
import { buildMixRequest, pickKind, type MixKind } from "../load/request-mix";
import { ensurePostgres } from "../setup/ensure-postgres";
import { startTestServer } from "../setup/start-test-server";
import { ensureTemplate } from "../setup/test-databases";
import { seedBenchSkills } from "./api/seed-bench-skills";

const args = parseArgs(process.argv.slice(2), ["steps", "seconds", "skills", "soak-minutes", "soak-connections"]);
const STEPS = (stringFlag(args, "steps") ?? "1,4,16,64").split(",").map(Number);
const SECONDS = Number(stringFlag(args, "seconds") ?? 15);
const SKILLS = Number(stringFlag(args, "skills") ?? 200);
const SOAK = args.flags.has("soak");
const SOAK_MINUTES = Number(stringFlag(args, "soak-minutes") ?? 10);
const SOAK_CONNECTIONS = Number(stringFlag(args, "soak-connections") ?? 16);
const KINDS: MixKind[] = ["search", "detail", "download", "publish", "list"];

type Sample = { kind: MixKind; ms: number; status: number };
type Step = { connections: number; seconds: number; requests: number; reqPerSec: number; errors: number; timeouts: number; non2xx: number; samples: Sample[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function latencyLine(label: string, samples: Sample[], seconds: number): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const bad = samples.filter((s) => s.status >= 400).length;
  const fmt = (n: number) => (Number.isNaN(n) ? "   -" : String(Math.round(n)).padStart(4));
  return `    ${label.padEnd(9)} ${String(samples.length).padStart(6)} req ${(samples.length / seconds).toFixed(1).padStart(7)} req/s  p50 ${fmt(percentile(ms, 50))} ms  p95 ${fmt(percentile(ms, 95))} ms  p99 ${fmt(percentile(ms, 99))} ms${bad ? `  ${bad} HTTP errors` : ""}`;
}

/** Resident set size of a process and its children (Next may fork workers), in MiB, from /proc. */
function rssMb(pid: number): number {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  let kb = 0;
  for (const id of [pid, ...children]) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return kb / 1024;
}

async function runStep(input: {
  url: string;
  connections: number;
  seconds: number;
  slugs: string[];
  token: string;
  nextVersion: () => string;
  onTick?: () => void;
}): Promise<Step> {
  let seed = input.connections * 7919;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const samples: Sample[] = [];
  // One request in flight per connection (no pipelining), so the kind set up last is the one answered.
  const instance = autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          const kind = pickKind(random());
          const r = buildMixRequest({ kind, random, slugs: input.slugs, token: input.token, publishSlug: "load-publish", nextVersion: input.nextVersion });
          context.kind = kind;
          return { ...request, method: r.method, path: r.path, headers: { ...(r.headers ?? {}) }, body: r.body };
        },
      },
    ],
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & {
    on: (
      event: "response",
      listener: (client: { requestIterator?: { context?: { kind?: MixKind } } }, statusCode: number, bytes: number, responseTime: number) => void,
    ) => void;
  };
  instance.on("response", (client: { requestIterator?: { context?: { kind?: MixKind } } }, statusCode: number, _bytes: number, responseTime: number) => {
    samples.push({ kind: client.requestIterator?.context?.kind ?? "search", ms: responseTime, status: statusCode });
    input.onTick?.();
  });
  const result = await instance;
  return {
    connections: input.connections,
    seconds: input.seconds,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    samples,
  };
}

function printStep(step: Step): void {
  const overall = step.samples;
  console.log(
    `\n  ${String(step.connections).padStart(3)} connections: ${step.reqPerSec.toFixed(1)} req/s, ${step.requests} requests, ${step.non2xx} non-2xx, ${step.errors} socket errors, ${step.timeouts} timeouts`,
  );
  console.log(latencyLine("all", overall, step.seconds));
  for (const kind of KINDS)
    console.log(
      latencyLine(
        kind,
        overall.filter((s) => s.kind === kind),
        step.seconds,
      ),
    );
}

async function main(): Promise<void> {
  const adminUrl = await ensurePostgres();
  const template = await ensureTemplate(adminUrl);
  if (!args.flags.has("no-build")) ensureBuild();
  console.log(
    `Load benchmark: ${cpus().length} CPU cores shared by client, server and PostgreSQL; load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
  const server = await startTestServer({ adminUrl, template, env: { RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn" } });
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.LOG_LEVEL = "warn";
  const { closeDb, db } = await import("@/lib/db");
  const { createApiToken } = await import("@/lib/auth/create-api-token");
  const { publishVersion } = await import("@/lib/publish");
  try {
    const started = performance.now();
    const { slugs } = await seedBenchSkills({ count: SKILLS, payloadBytes: 20 * 1024 });
    const user = await db.user.findUniqueOrThrow({ where: { handle: "bench-publisher" } });
    const actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"] as Array<"read" | "publish">, via: "system" as const };
    await publishVersion({
      actor,
      slug: "load-publish",
      version: "0.0.1",
      bundle: {
        kind: "files",
        files: [
          { path: "SKILL.md", bytes: new TextEncoder().encode("---\nname: load-publish\ndescription: Receives the load test's publishes.\n---\n\n# load\n") },
        ],
      },
    });
    const token = (await createApiToken({ userId: user.id, label: "load", scopes: ["read", "publish"] })).token;
    console.log(
      `  registry: ${SKILLS} skills published in ${((performance.now() - started) / 1000).toFixed(1)} s; server RSS ${rssMb(server.pid).toFixed(0)} MiB`,
    );
    let patch = 0;
    let minor = 1;
    const nextVersion = () => `${minor}.${Math.floor(patch / 1000)}.${patch++ % 1000}`;

    // Warm-up: compile routes, fill caches.
    await runStep({ url: server.url, connections: 4, seconds: 5, slugs, token, nextVersion });
    minor++;
    console.log(`\nsteps of ${SECONDS} s (mix: search 50 %, detail 25 %, download 15 %, publish 5 %, list 5 %)`);
    for (const connections of STEPS) {
      printStep(await runStep({ url: server.url, connections, seconds: SECONDS, slugs, token, nextVersion }));
      console.log(`    server RSS ${rssMb(server.pid).toFixed(0)} MiB, load average ${loadavg()[0]!.toFixed(1)}`);
    }

    if (SOAK) {
      console.log(`\nsoak: ${SOAK_MINUTES} min at ${SOAK_CONNECTIONS} connections, RSS every 30 s`);
      const rss: Array<{ at: number; mb: number }> = [{ at: 0, mb: rssMb(server.pid) }];
      const begin = Date.now();
      const timer = setInterval(() => {
        const at = Math.round((Date.now() - begin) / 1000);
        const mb = rssMb(server.pid);
        rss.push({ at, mb });
        console.log(`    t=${String(at).padStart(4)} s  RSS ${mb.toFixed(0)} MiB`);
      }, 30_000);
      const step = await runStep({ url: server.url, connections: SOAK_CONNECTIONS, seconds: SOAK_MINUTES * 60, slugs, token, nextVersion });
      clearInterval(timer);
      printStep(step);
      // Growth: compare the mean of the last third of samples with the mean of the second third
      // (the first third includes warm-up of caches and JIT).
      const third = Math.max(1, Math.floor(rss.length / 3));
      const mean = (xs: Array<{ mb: number }>) => xs.reduce((a, b) => a + b.mb, 0) / Math.max(1, xs.length);
      const middle = mean(rss.slice(third, 2 * third));
      const last = mean(rss.slice(2 * third));
      const slope = rss.length > 1 ? ((rss.at(-1)!.mb - rss[third]!.mb) / Math.max(1, rss.at(-1)!.at - rss[third]!.at)) * 60 : 0;
      console.log(
        `    RSS: start ${rss[0]!.mb.toFixed(0)} MiB, middle third ${middle.toFixed(0)} MiB, last third ${last.toFixed(0)} MiB, max ${Math.max(...rss.map((r) => r.mb)).toFixed(0)} MiB; trend after warm-up ${slope.toFixed(1)} MiB/min`,
      );
      console.log(
        `    memory ${last > middle * 1.1 && slope > 1 ? "GREW (last third > 110 % of middle third and still rising)" : "did not grow (within 10 % after warm-up)"}`,
      );
      const versions = await db.skillVersion.count({ where: { skill: { slug: "load-publish" } } });
      console.log(`    publishes stored during the run: ${versions - 1}`);
    }
  } finally {
    await closeDb();
    await server.stop();
  }
}

await main();
