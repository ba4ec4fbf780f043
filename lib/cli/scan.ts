// CLI: npm run scan -- [--json|--sarif] [--fail-on <severity|verdict>] <path>...
// Reads folders and archives with the bundle reader (hygiene violations are collected and printed,
// not fatal), scans each with the pure core, prints text, JSON lines or one SARIF document.
// Exit: 0 ok, 1 --fail-on met, 2 usage or I/O error.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { readBundle, type Bundle } from "@/lib/bundle";
import { isAppError } from "@/lib/errors";
import { formatTextReport, scanSkill, toSarif, type ScanReport, type Severity } from "@/scanner";
import { SEVERITY_ORDER } from "@/scanner/types";
import { reportFailure, runCli } from "./run-cli";

const USAGE = `usage: npm run scan -- [--json|--sarif] [--fail-on <critical|high|medium|low|info|malicious|suspicious>] <path>...
  path: a skill folder, a .zip/.skill/.tar.gz archive or a SKILL.md file
  --fail-on: exit 1 when a finding of that severity or higher (confidence >= 0.35) is present, or the verdict is reached`;

type Args = { format: "text" | "json" | "sarif"; failOn?: Severity | "malicious" | "suspicious"; paths: string[] };

function parseArgs(argv: string[]): Args | string {
  const args: Args = { format: "text", paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--json") args.format = "json";
    else if (a === "--sarif") args.format = "sarif";
    else if (a === "--fail-on" || a.startsWith("--fail-on=")) {
      const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[++i];
      if (!v || !(v in SEVERITY_ORDER || v === "malicious" || v === "suspicious"))
        return `--fail-on needs one of critical, high, medium, low, info, malicious, suspicious (got ${v ?? "nothing"})`;
      args.failOn = v as Args["failOn"];
    } else if (a === "-h" || a === "--help") return "";
    else if (a.startsWith("-")) return `unknown option ${a}`;
    else args.paths.push(a);
  }
  if (args.paths.length === 0) return "no path given";
  return args;
}

async function load(p: string): Promise<Bundle> {
  const info = await stat(p);
  if (info.isDirectory()) return readBundle({ kind: "directory", path: p }, { onViolation: "collect" });
  const bytes = new Uint8Array(await readFile(p));
  return readBundle({ kind: "file", filename: path.basename(p), bytes }, { onViolation: "collect" });
}

function failOnMet(report: ScanReport, failOn: Args["failOn"]): boolean {
  if (!failOn) return false;
  if (failOn === "malicious") return report.verdict === "malicious";
  if (failOn === "suspicious") return report.verdict !== "clean";
  return report.findings.some((f) => SEVERITY_ORDER[f.severity] >= SEVERITY_ORDER[failOn] && f.confidence >= 0.35);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === "string") {
    process.stderr.write((args ? `scan: ${args}\n` : "") + USAGE + "\n");
    return 2;
  }
  let ioError = false;
  let failed = false;
  const reports: Array<{ path: string; report: ScanReport }> = [];
  for (const p of args.paths) {
    let bundle: Bundle;
    try {
      bundle = await load(p);
    } catch (error) {
      ioError = true;
      const code = isAppError(error) ? error.code : ((error as { code?: string }).code ?? "IO_ERROR");
      process.stderr.write(`scan: ${p}: ${code}: ${error instanceof Error ? error.message : String(error)}\n`);
      continue;
    }
    const report = scanSkill({ files: bundle.files.map((f) => ({ path: f.path, bytes: f.bytes })) });
    reports.push({ path: p, report });
    if (failOnMet(report, args.failOn)) failed = true;
    const violations = bundle.violations.map((v) => ({ code: v.code, path: v.path, message: v.message }));
    if (args.format === "json") {
      const { verdict, summary, findings, explanation, scannerVersion, stats } = report;
      process.stdout.write(JSON.stringify({ path: p, verdict, summary, findings, explanation, scannerVersion, stats, violations }) + "\n");
    } else if (args.format === "text") {
      process.stdout.write(formatTextReport(report, { path: p }));
      for (const v of violations) process.stdout.write(`NOTE     bundle ${v.code}  ${v.path ?? ""}: ${v.message} (not scanned)\n`);
      process.stdout.write("\n");
    }
  }
  if (args.format === "sarif") process.stdout.write(JSON.stringify(toSarif(reports), null, 2) + "\n");
  if (ioError) return 2;
  return failed ? 1 : 0;
}

// One line per failure, no stack trace unless LOG_LEVEL=debug (run-cli.ts); an unexpected failure
// exits 2 like an I/O error, so exit 1 keeps meaning "--fail-on met".
await runCli(async () => {
  try {
    return await main();
  } catch (error) {
    reportFailure(error);
    return 2;
  }
});
