// Scanner benchmark, side by side with the `agent-threat-rules` npm package (prints figures, asserts nothing):
//  (a) our rule fixtures: recall and look-alikes that fire;
//  (b) our corpus (tests/fixtures/scanner/corpus): blocked and flagged per malicious family, and
//      benign look-alikes blocked/flagged, for our scanner and for agent-threat-rules;
//  (c) real published skills from npm packages that ship skills, fetched now with `npm pack` into a
//      cache outside the repo (never committed): flagged/blocked for both;
//  (d) throughput in MB/s for both on the real skills, and ours on adversarial inputs (linear?).
// Throughput is reported as bytes per CPU-second of the scanning thread (from /proc/thread-self/schedstat,
// else process.cpuUsage): on a shared, loaded machine that is what the scanner costs; wall MB/s is printed
// next to it and labelled as such.
// Usage: npm run bench:scanner [-- --no-fetch] [-- --no-atr] [-- --verbose]
//          [-- --only fixtures,corpus,real,throughput,adversarial] (quick: --only throughput skips the agent-threat-rules comparison)
//          [-- --passes N] (passes over the real skills for throughput, best kept; default 3)
//          [-- --dump-findings FILE] (every finding of every fixture, corpus skill, real skill and adversarial input (at 0.5 MB) as JSON lines,
//          to diff two scanner versions; only the sections run are dumped)
// Env: SCANNER_BENCH_CACHE (default <tmp>/skillvault-scanner-bench), ATR_SPEC (default agent-threat-rules@4.0.0).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readBundle } from "@/lib/bundle";
import { scanSkill, SCANNER_VERSION, type ScanInputFile, type ScanOptions, type ScanReport } from "@/scanner";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/scanner");
const CORPUS = path.join(FIXTURES, "corpus");
const CACHE = process.env.SCANNER_BENCH_CACHE ?? path.join(tmpdir(), "skillvault-scanner-bench");
const ATR_SPEC = process.env.ATR_SPEC ?? "agent-threat-rules@4.0.0";
const VERBOSE = process.argv.includes("--verbose");
const argValue = (name: string) => {
  const k = process.argv.indexOf(name);
  return k === -1 ? undefined : process.argv[k + 1];
};
const ONLY = argValue("--only")
  ?.split(",")
  .map((s) => s.trim());
const runs = (section: string) => !ONLY || ONLY.includes(section);
const PASSES = Math.max(1, Number(argValue("--passes") ?? 3) || 3);
const DUMP = argValue("--dump-findings");
const dumped: string[] = [];
const REPORTABLE = 0.35;
/** npm packages that ship skills (SKILL.md folders). */
const REAL_PACKAGES = [
  "openclaw@2026.9.6",
  "cc-sdd@3.0.2",
  "@elizaos/skills@2.0.0-beta.1",
  "@salesforce/webapp-template-feature-react-chart-experimental@1.109.0",
  "@ant-design/x-skill@2.9.0",
  "@houseofwolvesllc/claude-scrum-skill@2.8.1",
  "@plaited/development-skills@0.8.1",
  "faf-cli@6.2.0",
  "@wednesday-solutions-eng/ai-agent-skills@1.1.0",
  "@ckelsoe/claude-skill-prompt-architect@2.1.4",
  "@pocketagent/paw-skills@1.4.0",
  "@n8n-as-code/skills@2.3.0-next.150",
  "@salesforce/webapp-template-feature-graphql-experimental@1.105.1",
];

type Skill = { name: string; files: ScanInputFile[] };
type Outcome = { blocked: boolean; flagged: boolean; summary: string };
type Scanner = { name: string; scan(skill: Skill): Outcome };

const popularSkills = readFileSync(path.join(CORPUS, "popular-skills.txt"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const OPTIONS: ScanOptions = { popularSkills, maxFileBytes: 10 * 1024 * 1024, maxArchiveBytes: 50 * 1024 * 1024 };

async function load(dir: string): Promise<ScanInputFile[]> {
  const bundle = await readBundle({ kind: "directory", path: dir }, { onViolation: "collect" });
  return bundle.files.map((f) => ({ path: f.path, bytes: f.bytes }));
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
const cell = (n: number, d: number) => `${n}/${d} (${pct(n, d)})`.padEnd(16);

const ours: Scanner = {
  name: `skillvault ${SCANNER_VERSION}`,
  scan(skill) {
    const r = scanSkill({ files: skill.files, options: OPTIONS });
    if (DUMP) dump(skill.name, r);
    return { blocked: r.verdict === "malicious", flagged: r.verdict !== "clean", summary: `${r.summary} — ${topFindings(r)}` };
  },
};

/** One JSON line per finding (and one per verdict), sorted by the caller's diff. */
function dump(skill: string, r: ScanReport): void {
  dumped.push(JSON.stringify({ skill, verdict: r.verdict, summary: r.summary }));
  for (const f of r.findings)
    dumped.push(
      JSON.stringify({
        skill,
        rule: f.ruleId,
        file: f.file,
        line: f.line,
        column: f.column,
        confidence: f.confidence,
        severity: f.severity,
        context: f.context,
        message: f.message,
        evidence: f.evidence,
        decoded: f.decoded,
      }),
    );
}

function topFindings(r: ScanReport): string {
  return r.findings
    .filter((f) => f.confidence >= REPORTABLE && f.severity !== "low" && f.severity !== "info")
    .slice(0, 3)
    .map((f) => `${f.ruleId} ${f.file}:${f.line} (${f.confidence})`)
    .join("; ");
}

// ---------- agent-threat-rules, installed into the cache with its dependencies ----------
type AtrMatch = { rule: { id: string; severity: string } };
type AtrEngine = { loadRules(): Promise<void>; scanSkill(content: string): AtrMatch[]; getRuleCount(): number };

async function loadAtr(): Promise<{ scanner: Scanner; version: string; rules: number } | undefined> {
  const dir = path.join(CACHE, "atr");
  const entry = path.join(dir, "node_modules", "agent-threat-rules", "dist", "index.js");
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "package.json"), '{"name":"atr-bench","private":true}\n');
    execFileSync("npm", ["install", ATR_SPEC, "--no-audit", "--no-fund", "--silent"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  }
  const mod = (await import(pathToFileURL(entry).href)) as { ATREngine: new (config: { rulesDir: string }) => AtrEngine };
  const engine = new mod.ATREngine({ rulesDir: path.join(dir, "node_modules", "agent-threat-rules", "rules") });
  await engine.loadRules();
  const version = (JSON.parse(readFileSync(path.join(dir, "node_modules", "agent-threat-rules", "package.json"), "utf8")) as { version: string }).version;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const scanner: Scanner = {
    name: `agent-threat-rules ${version}`,
    scan(skill) {
      // Every text file of the skill (not only SKILL.md), each at most 1 MB as its CLI allows.
      const matches: AtrMatch[] = [];
      for (const f of skill.files) {
        if (f.bytes.length > 1024 * 1024) continue;
        let text: string;
        try {
          text = decoder.decode(f.bytes);
        } catch {
          continue;
        }
        matches.push(...engine.scanSkill(text));
      }
      const blocked = matches.some((m) => m.rule.severity === "critical");
      return { blocked, flagged: matches.length > 0, summary: [...new Set(matches.map((m) => `${m.rule.id}(${m.rule.severity})`))].slice(0, 4).join(", ") };
    },
  };
  return { scanner, version, rules: engine.getRuleCount() };
}

// ---------- (a) rule fixtures ----------
async function ruleFixtures(): Promise<void> {
  let expected = 0;
  let found = 0;
  let quietHits = 0;
  const missed: string[] = [];
  const rules = readdirSync(FIXTURES)
    .filter((n) => !n.startsWith("_") && n !== "corpus" && !n.startsWith("heldout-"))
    .sort();
  for (const id of rules) {
    const spec = JSON.parse(readFileSync(path.join(FIXTURES, id, "expected.json"), "utf8")) as {
      fires: Array<{ file: string; line: number }>;
      options?: ScanOptions;
    };
    const fires = scanSkill({ files: await load(path.join(FIXTURES, id, "fires")), options: spec.options });
    if (DUMP) dump(`fixture/${id}/fires`, fires);
    for (const e of spec.fires) {
      expected++;
      if (fires.findings.some((f) => f.ruleId === id && f.file === e.file && f.line === e.line && f.confidence >= REPORTABLE)) found++;
      else missed.push(`${id} ${e.file}:${e.line}`);
    }
    const quiet = scanSkill({ files: await load(path.join(FIXTURES, id, "quiet")), options: spec.options });
    if (DUMP) dump(`fixture/${id}/quiet`, quiet);
    if (quiet.findings.some((f) => f.ruleId === id && f.confidence >= REPORTABLE)) quietHits++;
  }
  console.log(
    `\n(a) Rule fixtures (scanner ${SCANNER_VERSION}): ${rules.length} rules, recall ${found}/${expected} (${pct(found, expected)}), look-alikes that fired: ${quietHits}/${rules.length}`,
  );
  for (const m of missed) console.log(`    missed: ${m}`);
}

// ---------- (b) corpus ----------
async function corpusSkills(kind: "malicious" | "benign"): Promise<Map<string, Skill[]>> {
  const out = new Map<string, Skill[]>();
  const root = path.join(CORPUS, kind);
  for (const family of readdirSync(root).sort()) {
    const skills: Skill[] = [];
    for (const name of readdirSync(path.join(root, family)).sort())
      skills.push({ name: `${family}/${name}`, files: await load(path.join(root, family, name)) });
    out.set(family, skills);
  }
  // The existing whole-skill fixtures count too.
  const legacy = path.join(FIXTURES, kind === "malicious" ? "_malicious" : "_benign");
  const skills: Skill[] = [];
  for (const name of readdirSync(legacy).sort()) skills.push({ name: `classic/${name}`, files: await load(path.join(legacy, name)) });
  out.set("classic", skills);
  return out;
}

function corpusTable(title: string, families: Map<string, Skill[]>, scanners: Scanner[], malicious: boolean): void {
  console.log(`\n${title}`);
  console.log(
    `  ${"family".padEnd(10)} ${"n".padStart(4)}  ${scanners.map((s) => `${s.name} blocked`.padEnd(26) + `${s.name.split(" ")[0]} flagged`.padEnd(22)).join("")}`,
  );
  const totals = scanners.map(() => ({ blocked: 0, flagged: 0 }));
  let n = 0;
  const misses: string[] = [];
  for (const [family, skills] of families) {
    const row = scanners.map((s, k) => {
      let blocked = 0;
      let flagged = 0;
      for (const skill of skills) {
        const o = s.scan(skill);
        if (o.blocked) blocked++;
        if (o.flagged) flagged++;
        if (k === 0 && (malicious ? !o.blocked : o.blocked || (VERBOSE && o.flagged)))
          misses.push(`    ${malicious ? (o.flagged ? "flagged only" : "CLEAN") : o.blocked ? "BLOCKED" : "flagged"} ${skill.name}: ${o.summary}`);
      }
      totals[k]!.blocked += blocked;
      totals[k]!.flagged += flagged;
      return cell(blocked, skills.length).padEnd(26) + cell(flagged, skills.length).padEnd(22);
    });
    n += skills.length;
    console.log(`  ${family.padEnd(10)} ${String(skills.length).padStart(4)}  ${row.join("")}`);
  }
  console.log(`  ${"total".padEnd(10)} ${String(n).padStart(4)}  ${totals.map((t) => cell(t.blocked, n).padEnd(26) + cell(t.flagged, n).padEnd(22)).join("")}`);
  if (misses.length) console.log(`  ours, ${malicious ? "not blocked" : "look-alikes blocked" + (VERBOSE ? " or flagged" : "")}:\n${misses.join("\n")}`);
}

// ---------- (c) real skills ----------
function skillDirs(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    if (depth > 8) return;
    const names = readdirSync(d);
    if (names.includes("SKILL.md")) {
      out.push(d);
      return;
    }
    for (const n of names) {
      if (n === "node_modules" || n.startsWith(".git")) continue;
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p, depth + 1);
    }
  };
  walk(root, 0);
  return out.sort();
}

function fetchPackage(spec: string): string {
  const dir = path.join(CACHE, "packages", spec.replace(/[^\w.@-]+/g, "_"));
  const done = path.join(dir, ".extracted");
  if (!existsSync(done)) {
    mkdirSync(dir, { recursive: true });
    const tgz =
      execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", dir], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
        .trim()
        .split("\n")
        .pop() ?? "";
    execFileSync("tar", ["xzf", path.join(dir, tgz), "-C", dir]);
    writeFileSync(done, tgz);
  }
  return path.join(dir, "package");
}

async function realSkills(): Promise<Skill[]> {
  const skills: Skill[] = [];
  const counts: string[] = [];
  for (const spec of REAL_PACKAGES) {
    try {
      const root = fetchPackage(spec);
      let n = 0;
      for (const d of skillDirs(root)) {
        try {
          skills.push({ name: `${spec.replace(/@[^@/]+$/, "")}:${path.relative(root, d)}`, files: await load(d) });
          n++;
        } catch (error) {
          console.log(`    skipped ${spec} ${path.relative(root, d)}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      counts.push(`${spec} ${n}`);
    } catch (error) {
      counts.push(`${spec} (fetch failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
    }
  }
  console.log(
    `\n(c) Real published skills: ${skills.length} skills from ${counts.filter((c) => !c.includes("failed")).length} npm packages (cache ${CACHE})\n    ${counts.join(", ")}`,
  );
  return skills;
}

function realTable(skills: Skill[], scanners: Scanner[]): void {
  for (const s of scanners) {
    let blocked = 0;
    let flagged = 0;
    const lines: string[] = [];
    for (const skill of skills) {
      const o = s.scan(skill);
      if (o.blocked) blocked++;
      if (o.flagged) flagged++;
      if (o.flagged && (s === scanners[0] || VERBOSE)) lines.push(`    ${o.blocked ? "BLOCKED" : "flagged"} ${skill.name}: ${o.summary}`);
    }
    console.log(`  ${s.name.padEnd(28)} flagged ${cell(flagged, skills.length)} blocked ${cell(blocked, skills.length)}`);
    if (lines.length) console.log(lines.join("\n"));
  }
}

// ---------- (d) throughput ----------
/** CPU time of this thread in ms (the scan runs on it, synchronously); undefined off Linux. */
function threadCpuMs(): number | undefined {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return undefined;
  }
}

type Clock = { thread: number | undefined; process: number; wall: number };
function clock(): Clock {
  const u = process.cpuUsage();
  return { thread: threadCpuMs(), process: (u.user + u.system) / 1000, wall: performance.now() };
}
/** Elapsed ms since `c`: thread CPU (process CPU where the thread's is unknown), process CPU, wall. */
function since(c: Clock): { cpu: number; process: number; wall: number } {
  const now = clock();
  const process = now.process - c.process;
  return { cpu: now.thread !== undefined && c.thread !== undefined ? now.thread - c.thread : process, process, wall: now.wall - c.wall };
}

const mb = (bytes: number, ms: number) => (bytes / 1e6 / (Math.max(ms, 1e-3) / 1000)).toFixed(1);
const CPU_LABEL = existsSync("/proc/thread-self/schedstat") ? "thread CPU" : "process CPU";

function throughput(skills: Skill[], scanners: Scanner[]): void {
  const sizeOf = (s: Skill) => s.files.reduce((m, f) => m + f.bytes.length, 0);
  const bytes = skills.reduce((m, s) => m + sizeOf(s), 0);
  console.log(
    `\n(d) Throughput on real skills: ${skills.length} whole bundles in memory, ${(bytes / 1e6).toFixed(2)} MB, warm.\n    MB/s of ${CPU_LABEL} = bytes per CPU-second the scanner used (what it costs; stable on a loaded machine);\n    wall MB/s = bytes per elapsed second (includes time other processes had the CPU). Load average now: ${loadAverage()}`,
  );
  if (skills.length > 0) {
    // Ours: PASSES passes over every skill after a warm-up pass; the pass with the least CPU is kept.
    for (const skill of skills) scanSkill({ files: skill.files, options: OPTIONS });
    const passes: Array<{ cpu: number; process: number; wall: number }> = [];
    for (let k = 0; k < PASSES; k++) {
      const c = clock();
      for (const skill of skills) scanSkill({ files: skill.files, options: OPTIONS });
      passes.push(since(c));
    }
    passes.sort((x, y) => x.cpu - y.cpu);
    const best = passes[0]!;
    const median = passes[Math.floor(passes.length / 2)]!;
    console.log(
      `  ${scanners[0]!.name.padEnd(28)} best of ${PASSES} passes: ${CPU_LABEL} ${best.cpu.toFixed(0)} ms → ${mb(bytes, best.cpu)} MB/s (${CPU_LABEL}); process CPU ${best.process.toFixed(0)} ms → ${mb(bytes, best.process)} MB/s; wall ${best.wall.toFixed(0)} ms → ${mb(bytes, best.wall)} MB/s (wall)`,
    );
    console.log(
      `  ${"".padEnd(28)} median pass: ${mb(bytes, median.cpu)} MB/s (${CPU_LABEL}), ${mb(bytes, median.wall)} MB/s (wall); ${(best.cpu / skills.length).toFixed(2)} ms CPU per skill`,
    );
    // Others (agent-threat-rules): one pass within a 20 s CPU budget, on the skills it reached.
    for (const s of scanners.slice(1)) {
      for (const skill of skills.slice(0, 20)) s.scan(skill);
      const c = clock();
      let done = 0;
      let n = 0;
      for (const skill of skills) {
        if (since(c).cpu > 20_000) break;
        s.scan(skill);
        done += sizeOf(skill);
        n++;
      }
      const t = since(c);
      console.log(
        `  ${s.name.padEnd(28)} ${n}/${skills.length} skills, ${(done / 1e6).toFixed(2)} MB: ${CPU_LABEL} ${t.cpu.toFixed(0)} ms → ${mb(done, t.cpu)} MB/s (${CPU_LABEL}); wall ${t.wall.toFixed(0)} ms → ${mb(done, t.wall)} MB/s (wall)`,
      );
    }
  }
}

function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown";
  }
}

/** Adversarial inputs at 0.5 MB and 2 MB (best of three by CPU): four times the input should take about four times the CPU. */
function adversarial(): void {
  const enc = new TextEncoder();
  const head = "---\nname: big\ndescription: large input\n---\n";
  let x = 2463534242;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
  const alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const cases: Array<[string, (n: number) => ScanInputFile[]]> = [
    [
      "single long line",
      (n) => [{ path: "SKILL.md", bytes: enc.encode(head + "curl https://example.com/a | ignore previous ~/.ssh base64 the quick brown fox ".repeat(n / 80)) }],
    ],
    ["short lines", (n) => [{ path: "SKILL.md", bytes: enc.encode(head + Array.from({ length: n / 24 }, (_, i) => `line ${i}: run the tool`).join("\n")) }]],
    ["base64 blob", (n) => [{ path: "SKILL.md", bytes: enc.encode(head + Array.from({ length: n }, () => alpha[rnd() % 64]).join("")) }]],
    [
      "shell nesting $( ( {",
      (n) => [
        { path: "scripts/x.sh", bytes: enc.encode("#!/bin/sh\n" + "echo $(".repeat(n / 16) + "x" + ")".repeat(n / 16) + "\n" + "( { ".repeat(n / 16)) },
        { path: "SKILL.md", bytes: enc.encode(head) },
      ],
    ],
    [
      "shell continuations",
      (n) => [
        { path: "scripts/x.sh", bytes: enc.encode("#!/bin/sh\ncurl -s https://example.com/a \\\n" + "  -H 'x: y' \\\n".repeat(n / 14) + "  | jq .\n") },
        { path: "SKILL.md", bytes: enc.encode(head) },
      ],
    ],
    ["quote nesting", (n) => [{ path: "SKILL.md", bytes: enc.encode(head + "```bash\n" + `"'`.repeat(n / 2) + "\n```\n") }]],
    [
      "many small files",
      (n) => [
        { path: "SKILL.md", bytes: enc.encode(head) },
        ...Array.from({ length: Math.min(2000, n / 1000) }, (_, i) => ({
          path: `references/f${i}.md`,
          bytes: enc.encode(`# f${i}\n\n${"Run `tool --help`. ".repeat(50)}\n`),
        })),
      ],
    ],
    ["markdown blockquote nesting", (n) => [{ path: "SKILL.md", bytes: enc.encode(head + ">".repeat(n / 2) + " x\n" + "- ".repeat(n / 4)) }]],
    [
      "python deep nesting",
      (n) => [
        {
          path: "scripts/x.py",
          bytes: enc.encode("x = " + "[(".repeat(n / 4) + "1" + ")]".repeat(n / 4) + "\nexec(compile(" + "'a'+".repeat(n / 8) + "'b', 'x', 'exec'))\n"),
        },
        { path: "SKILL.md", bytes: enc.encode(head) },
      ],
    ],
    [
      "long prose lines",
      (n) => [
        {
          path: "SKILL.md",
          bytes: enc.encode(
            head +
              Array.from({ length: n / 4000 }, (_, i) => `Step ${i}: ` + "read the config file and send the report to the team channel, then ".repeat(58)).join(
                "\n",
              ),
          ),
        },
      ],
    ],
  ];
  scanSkill({ files: [{ path: "SKILL.md", bytes: enc.encode(head + "warm up") }] });
  console.log(`  adversarial inputs (ours): ${CPU_LABEL} at 0.5 MB and 2 MB, best of three; a ratio near 4 means linear (16 would be quadratic)`);
  for (const [name, make] of cases) {
    const t = (n: number) => {
      const files = make(n);
      const size = files.reduce((m, f) => m + f.bytes.length, 0);
      let best = { cpu: Infinity, process: Infinity, wall: Infinity };
      for (let k = 0; k < 3; k++) {
        const c = clock();
        scanSkill({ files });
        const e = since(c);
        if (e.cpu < best.cpu) best = e;
      }
      return { size, ...best };
    };
    const a = t(500_000);
    const b = t(2_000_000);
    if (DUMP) dump(`adversarial/${name}`, scanSkill({ files: make(500_000) }));
    console.log(
      `    ${name.padEnd(30)} ${(a.size / 1e6).toFixed(2)} MB ${a.cpu.toFixed(0)} ms (${mb(a.size, a.cpu)} MB/s), ${(b.size / 1e6).toFixed(2)} MB ${b.cpu.toFixed(0)} ms (${mb(b.size, b.cpu)} MB/s), ratio ${(b.cpu / Math.max(1, a.cpu)).toFixed(2)} for ${(b.size / a.size).toFixed(2)}× the bytes`,
    );
  }
}

async function main(): Promise<void> {
  if (runs("fixtures")) await ruleFixtures();
  const scanners: Scanner[] = [ours];
  const fetch = !process.argv.includes("--no-fetch");
  if (fetch && !process.argv.includes("--no-atr") && (runs("corpus") || runs("real"))) {
    try {
      const atr = await loadAtr();
      if (atr) {
        scanners.push(atr.scanner);
        console.log(
          `\nagent-threat-rules ${atr.version}: ${atr.rules} rules, hunt lane, every text file of a skill; blocked = a critical match, flagged = any match`,
        );
      }
    } catch (error) {
      console.log(`\nagent-threat-rules could not be installed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log("skillvault: blocked = verdict malicious (publish refused), flagged = suspicious or malicious");
  if (runs("corpus")) {
    corpusTable("(b) Malicious corpus: recall per family", await corpusSkills("malicious"), scanners, true);
    corpusTable("(b) Benign look-alikes: false positives", await corpusSkills("benign"), scanners, false);
  }
  let skills: Skill[] = [];
  if (fetch && (runs("real") || runs("throughput"))) {
    skills = await realSkills();
    if (runs("real")) realTable(skills, scanners);
  } else console.log("\n(c) skipped" + (fetch ? "" : " (--no-fetch)"));
  if (runs("throughput")) throughput(skills, scanners);
  if (runs("adversarial")) adversarial();
  if (DUMP) {
    writeFileSync(DUMP, dumped.sort().join("\n") + "\n");
    console.log(`\n${dumped.length} findings and verdicts written to ${DUMP}`);
  }
}

await main();
