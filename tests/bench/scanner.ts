// Scanner benchmark (prints figures, asserts nothing):
//  (a) recall on our rule fixtures and verdicts on our full malicious/benign fixtures;
//  (b) verdicts and every counted finding on the real benign skills shipped in the `openclaw` npm
//      package, fetched now with `npm pack` into a temp dir (never copied into the repo);
//  (c) throughput in MB/s on that corpus and on large synthetic inputs.
// Usage: npm run bench:scanner [-- --no-fetch]   (OPENCLAW_SPEC=openclaw@<version> to pin)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readBundle } from "@/lib/bundle";
import { scanSkill, SCANNER_VERSION, type ScanInputFile, type ScanReport } from "@/scanner";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/scanner");
const REPORTABLE = 0.35;

async function load(dir: string): Promise<ScanInputFile[]> {
  const bundle = await readBundle({ kind: "directory", path: dir }, { onViolation: "collect" });
  return bundle.files.map((f) => ({ path: f.path, bytes: f.bytes }));
}

function counts(reports: ScanReport[]): string {
  const c = { clean: 0, suspicious: 0, malicious: 0 };
  for (const r of reports) c[r.verdict]++;
  return `clean ${c.clean}, suspicious ${c.suspicious}, malicious ${c.malicious}`;
}

async function fixtures(): Promise<void> {
  console.log(`\n(a) Our fixtures (scanner ${SCANNER_VERSION})`);
  let expected = 0;
  let found = 0;
  let quietHits = 0;
  const missed: string[] = [];
  const rules = readdirSync(FIXTURES).filter((n) => !n.startsWith("_")).sort();
  for (const id of rules) {
    const spec = JSON.parse(readFileSync(path.join(FIXTURES, id, "expected.json"), "utf8")) as { fires: Array<{ file: string; line: number }>; options?: { maxFileBytes?: number } };
    const fires = scanSkill({ files: await load(path.join(FIXTURES, id, "fires")), options: spec.options });
    for (const e of spec.fires) {
      expected++;
      if (fires.findings.some((f) => f.ruleId === id && f.file === e.file && f.line === e.line && f.confidence >= REPORTABLE)) found++;
      else missed.push(`${id} ${e.file}:${e.line}`);
    }
    const quiet = scanSkill({ files: await load(path.join(FIXTURES, id, "quiet")), options: spec.options });
    if (quiet.findings.some((f) => f.ruleId === id && f.confidence >= REPORTABLE)) quietHits++;
  }
  console.log(`  rule fixtures: ${rules.length} rules, recall ${found}/${expected} (${((100 * found) / expected).toFixed(1)}%), look-alikes that fired: ${quietHits}/${rules.length}`);
  for (const m of missed) console.log(`    missed: ${m}`);
  for (const kind of ["_malicious", "_benign"]) {
    const names = readdirSync(path.join(FIXTURES, kind)).sort();
    const reports: ScanReport[] = [];
    for (const n of names) reports.push(scanSkill({ files: await load(path.join(FIXTURES, kind, n)) }));
    console.log(`  ${kind.slice(1)} skills: ${names.length} → ${counts(reports)}`);
    names.forEach((n, i) => {
      const r = reports[i];
      if (r && r.verdict !== (kind === "_malicious" ? "malicious" : "clean")) console.log(`    ${n}: ${r.summary}`);
    });
  }
}

function skillDirs(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    if (depth > 6 || d.includes(`${path.sep}node_modules${path.sep}`)) return;
    const names = readdirSync(d);
    if (names.includes("SKILL.md")) {
      out.push(d);
      return;
    }
    for (const n of names) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p, depth + 1);
    }
  };
  walk(root, 0);
  return out.sort();
}

async function realSkills(): Promise<Array<{ name: string; files: ScanInputFile[] }>> {
  const spec = process.env.OPENCLAW_SPEC ?? "openclaw@latest";
  const dir = mkdtempSync(path.join(tmpdir(), "bench-openclaw-"));
  try {
    const tgz = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", dir], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().split("\n").pop() ?? "";
    execFileSync("tar", ["xzf", path.join(dir, tgz), "-C", dir]);
    const pkg = JSON.parse(readFileSync(path.join(dir, "package", "package.json"), "utf8")) as { version: string };
    const dirs = skillDirs(path.join(dir, "package"));
    console.log(`\n(b) Real benign skills from ${tgz} (openclaw ${pkg.version}): ${dirs.length} skills`);
    const out: Array<{ name: string; files: ScanInputFile[] }> = [];
    for (const d of dirs) out.push({ name: path.relative(path.join(dir, "package"), d), files: await load(d) });
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function realCorpus(skills: Array<{ name: string; files: ScanInputFile[] }>): void {
  const reports = skills.map((s) => scanSkill({ files: s.files }));
  const flagged = reports.filter((r) => r.verdict !== "clean").length;
  console.log(`  verdicts: ${counts(reports)}; flagged ${flagged}/${skills.length} (${((100 * flagged) / Math.max(1, skills.length)).toFixed(1)}%)`);
  const main = skills.map((s, i) => [s, reports[i]] as const).filter(([s]) => s.name.startsWith("skills/"));
  console.log(`  of which skills/ (the bundled set): ${main.length} skills, ${counts(main.map(([, r]) => r as ScanReport))}`);
  let shown = 0;
  skills.forEach((s, i) => {
    const r = reports[i];
    if (!r) return;
    const counted = r.findings.filter((f) => f.confidence >= REPORTABLE && f.severity !== "low" && f.severity !== "info");
    if (r.verdict === "clean" && counted.length === 0) return;
    console.log(`  ${r.verdict.toUpperCase()} ${s.name}: ${r.summary}`);
    for (const f of counted) {
      shown++;
      console.log(`    ${f.severity} ${f.ruleId} ${f.file}:${f.line} (${f.context}, ${f.confidence.toFixed(2)}) ${f.evidence.slice(0, 110)}`);
    }
  });
  if (shown === 0) console.log("  no finding at medium or above with confidence >= 0.35 in any of them");
  const lows = reports.reduce((n, r) => n + r.findings.length, 0);
  console.log(`  all reported findings incl. low/info and low-confidence: ${lows}`);
}

function throughput(skills: Array<{ name: string; files: ScanInputFile[] }>): void {
  console.log("\n(c) Throughput");
  const bytes = skills.reduce((n, s) => n + s.files.reduce((m, f) => m + f.bytes.length, 0), 0);
  if (bytes > 0) {
    for (const s of skills) scanSkill({ files: s.files });
    const rounds = 5;
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < rounds; i++) for (const s of skills) scanSkill({ files: s.files });
    const sec = (performance.now() - t) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSec = (used.user + used.system) / 1e6;
    console.log(`  real skills: ${(bytes / 1e6).toFixed(2)} MB × ${rounds} in ${sec.toFixed(2)} s wall / ${cpuSec.toFixed(2)} s CPU → ${((bytes * rounds) / 1e6 / sec).toFixed(2)} MB/s wall, ${((bytes * rounds) / 1e6 / cpuSec).toFixed(2)} MB/s CPU (${((sec * 1000) / rounds / skills.length).toFixed(1)} ms per skill)`);
  }
  const enc = new TextEncoder();
  const head = "---\nname: big\ndescription: large input\n---\n";
  const alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let x = 2463534242;
  const b64 = Array.from({ length: 4_000_000 }, () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return alpha[(x >>> 0) % 64]; }).join("");
  const cases: Array<[string, string]> = [
    ["2 MB single line", "curl https://example.com/a | ignore previous ~/.ssh base64 the quick brown fox ".repeat(26000).slice(0, 2_000_000)],
    ["200k short lines", Array.from({ length: 200_000 }, (_, i) => `line ${i}: run the tool`).join("\n")],
    ["4 MB base64 blob", b64],
    ["2 MB markdown prose", "## Usage\n\nRun `tool --help` to see options. The tool reads `config.yaml` and writes results to `out/`.\n\n```bash\ntool run --input data.csv\n```\n".repeat(14000).slice(0, 2_000_000)],
  ];
  scanSkill({ files: [{ path: "SKILL.md", bytes: enc.encode(head + "warm up") }] });
  for (const [name, body] of cases) {
    const files = [{ path: "SKILL.md", bytes: enc.encode(head + body) }];
    const cpu = process.cpuUsage();
    const r = scanSkill({ files });
    const used = process.cpuUsage(cpu);
    const ms = r.stats.durationMs;
    const cpuMs = (used.user + used.system) / 1000;
    console.log(`  ${name}: ${(body.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms wall / ${cpuMs.toFixed(0)} ms CPU → ${(body.length / 1e6 / (ms / 1000)).toFixed(1)} MB/s wall, ${(body.length / 1e6 / (cpuMs / 1000)).toFixed(1)} MB/s CPU`);
  }
}

async function main(): Promise<void> {
  await fixtures();
  let skills: Array<{ name: string; files: ScanInputFile[] }> = [];
  if (process.argv.includes("--no-fetch")) console.log("\n(b) skipped (--no-fetch)");
  else {
    try {
      skills = await realSkills();
      realCorpus(skills);
    } catch (error) {
      console.log(`\n(b) could not fetch the openclaw package: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throughput(skills);
}

await main();
