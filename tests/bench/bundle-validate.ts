// npm run bench:bundle — read + validate throughput on 1,000 generated skills of varied shape:
// every dialect (and broken ones), 1–40 files, a few KB to ~1 MB, as folders, zips, .skill,
// tar.gz and file lists.
// Prints figures; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readBundle, writeDeterministicZip, type BundleInput } from "@/lib/bundle";
import { validateSkill } from "@/lib/skill-format";
import { buildTar } from "../unit/bundle/archive-builders";
import { createFigures } from "./figures";

const COUNT = Number(process.env.BENCH_SKILLS ?? 1000);
const encoder = new TextEncoder();
// mulberry32: a small seeded PRNG, so every run benchmarks the same 1,000 skills.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;

const FRONTMATTER = [
  (n: string) => `name: ${n}\ndescription: Handles ${n} tasks. Use when the user asks about ${n}.\nlicense: MIT\n`,
  (n: string) =>
    `name: ${n}\ndescription: OpenClaw skill ${n}.\nmetadata: {"openclaw":{"emoji":"🔧","requires":{"bins":["git","jq"],"env":["${n.toUpperCase().replace(/-/g, "_")}_TOKEN"]},"install":[{"kind":"brew","formula":"jq"},{"kind":"node","package":"@example/${n}"}]}}\n`,
  (n: string) =>
    `description: Ash skill ${n}.\npreferred_model: haiku\nrequired_tools: [bash]\nmax_iterations: 6\nrequires:\n  bins: [curl]\nconfig: [API_KEY, MODE=fast]\ninput_schema:\n  type: object\n  properties:\n    q: {type: string}\n`,
  (n: string) =>
    `name: ${n}\ndescription: Agent OS skill ${n}.\nversion: "1.0.${Math.floor(random() * 20)}"\nauthor: Bench\nkeywords: [bench, ${n}]\nscripts:\n  - name: run\n    path: scripts/run.sh\n    usage: sh scripts/run.sh\n`,
  (n: string) => `name: ${n.toUpperCase()}\ndescription: Broken on purpose: ${n}: colon\n`,
];

const WORDS =
  "the agent reads this file when a task needs it then runs scripts with arguments and checks output for errors before replying to user about results in plain words".split(
    " ",
  );
function prose(size: number): Uint8Array {
  let text = "";
  while (text.length < size) text += `${Array.from({ length: 12 }, () => pick(WORDS)).join(" ")}.\n`;
  return encoder.encode(text);
}

function generateSkill(i: number): { name: string; files: Array<{ path: string; bytes: Uint8Array }> } {
  const name = `bench-skill-${i}`;
  const paragraphs = 5 + Math.floor(random() * (random() < 0.1 ? 400 : 60));
  const body = Array.from({ length: paragraphs }, (_, p) => `## Step ${p}\n\nDo the ${p}th thing; see [notes](references/notes-${p % 3}.md).\n`).join("\n");
  const files: Array<{ path: string; bytes: Uint8Array }> = [
    { path: "SKILL.md", bytes: encoder.encode(`---\n${pick(FRONTMATTER)(name)}---\n\n# ${name}\n\n${body}`) },
  ];
  // Most skills are a SKILL.md and a handful of files; some carry dozens.
  const extra = Math.floor(random() * (random() < 0.8 ? 8 : 40));
  for (let f = 0; f < extra; f++) {
    const kind = pick(["references", "scripts", "assets"]);
    const size = Math.floor(random() * (random() < 0.05 ? 400_000 : 6_000));
    const bytes = kind === "assets" ? Uint8Array.from({ length: size }, () => Math.floor(random() * 256)) : prose(size);
    files.push({
      path:
        kind === "scripts" && f === 0
          ? "scripts/run.sh"
          : `${kind}/${kind === "references" ? `notes-${f}.md` : `file-${f}.${kind === "assets" ? "bin" : "sh"}`}`,
      bytes,
    });
  }
  return { name, files };
}

const workdir = mkdtempSync(path.join(tmpdir(), "bench-bundle-"));
type Case = { format: string; input: BundleInput; bytes: number };
const cases: Case[] = [];
for (let i = 0; i < COUNT; i++) {
  const { name, files } = generateSkill(i);
  const bytes = files.reduce((n, f) => n + f.bytes.length, 0);
  const format = ["directory", "zip", "skill", "tar.gz", "files"][i % 5]!;
  if (format === "directory") {
    const dir = path.join(workdir, name);
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
      writeFileSync(path.join(dir, f.path), f.bytes);
    }
    cases.push({ format, input: { kind: "directory", path: dir }, bytes });
  } else if (format === "zip" || format === "skill") {
    cases.push({
      format,
      input: {
        kind: "archive",
        filename: `${name}.${format}`,
        bytes: writeDeterministicZip(files.map((f) => ({ path: `${name}/${f.path}`, bytes: f.bytes }))),
      },
      bytes,
    });
  } else if (format === "tar.gz") {
    cases.push({
      format,
      input: {
        kind: "archive",
        filename: `${name}.tgz`,
        bytes: buildTar(
          files.map((f) => ({ name: `${name}/${f.path}`, data: f.bytes, pax: true })),
          { gzip: true },
        ),
      },
      bytes,
    });
  } else cases.push({ format, input: { kind: "files", files: files.map((f) => ({ path: `${name}/${f.path}`, bytes: f.bytes })) }, bytes });
}

// Warm up the JIT on a few skills, then measure every skill once.
for (const c of cases.slice(0, 20)) validateSkill({ bundle: await readBundle(c.input) });
const perFormat = new Map<string, { n: number; ms: number; bytes: number }>();
const latencies: number[] = [];
let gatePassed = 0;
const started = performance.now();
for (const c of cases) {
  const t0 = performance.now();
  const validation = validateSkill({ bundle: await readBundle(c.input) });
  const ms = performance.now() - t0;
  if (validation.gate.ok) gatePassed++;
  latencies.push(ms);
  const stat = perFormat.get(c.format) ?? { n: 0, ms: 0, bytes: 0 };
  perFormat.set(c.format, { n: stat.n + 1, ms: stat.ms + ms, bytes: stat.bytes + c.bytes });
}
const totalMs = performance.now() - started;
rmSync(workdir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
const totalBytes = cases.reduce((n, c) => n + c.bytes, 0);
console.log(`bundle read + validate: ${COUNT} skills, ${(totalBytes / 1024 / 1024).toFixed(1)} MiB of files, ${gatePassed} pass the publish gate`);
console.log(
  `  overall   ${(COUNT / (totalMs / 1000)).toFixed(0)} skills/s   ${(totalBytes / 1024 / 1024 / (totalMs / 1000)).toFixed(1)} MiB/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`,
);
const figures = createFigures("bundle");
figures.add("skills/s", COUNT / (totalMs / 1000), "/s", true);
figures.add("p95", Number(pct(95)), "ms");
figures.save();
for (const [format, s] of perFormat) {
  console.log(`  ${format.padEnd(9)} ${(s.n / (s.ms / 1000)).toFixed(0).padStart(6)} skills/s   ${(s.bytes / 1024 / 1024 / (s.ms / 1000)).toFixed(1)} MiB/s`);
}
