// The scan CLI as a subprocess: output formats, exit codes, folders and archives.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, loadSkill } from "./load-fixture";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MAL = path.join(FIXTURES, "_malicious", "clawhavoc-macos");
const BEN = path.join(FIXTURES, "_benign", "api-weather");
const tmp = mkdtempSync(path.join(tmpdir(), "scanner-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function scan(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "lib/cli/scan.ts", ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("npm run scan", () => {
  it("prints one JSON object per path per line and exits 0 without --fail-on", () => {
    const r = scan("--json", MAL, BEN);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { path: string; verdict: string; summary: string; findings: Array<{ ruleId: string; line: number }> });
    expect(lines.map((l) => [l.path, l.verdict])).toEqual([
      [MAL, "malicious"],
      [BEN, "clean"],
    ]);
    expect(lines[0]?.findings.some((f) => f.ruleId === "drop-prereq-lure")).toBe(true);
    expect(typeof lines[1]?.summary).toBe("string");
  }, 60_000);

  it("exits 1 when --fail-on is met and 0 when it is not", () => {
    expect(scan("--fail-on", "high", MAL).code).toBe(1);
    expect(scan("--fail-on=malicious", BEN).code).toBe(0);
    expect(scan("--fail-on", "suspicious", "--json", BEN).code).toBe(0);
  }, 60_000);

  it("prints a SARIF document for all paths", () => {
    const r = scan("--sarif", MAL, BEN);
    expect(r.code).toBe(0);
    const log = JSON.parse(r.out) as { version: string; runs: Array<{ results: unknown[] }> };
    expect(log.version).toBe("2.1.0");
    expect(log.runs[0]?.results.length).toBeGreaterThan(0);
  }, 60_000);

  it("reads zip archives through the bundle reader", () => {
    const files = Object.fromEntries(loadSkill(MAL).map((f) => [`polymarket-trader/${f.path}`, f.bytes]));
    const zip = path.join(tmp, "skill.zip");
    writeFileSync(zip, zipSync(files));
    const r = scan("--json", zip);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out.trim()) as { verdict: string }).verdict).toBe("malicious");
  }, 60_000);

  it("exits 2 on usage and I/O errors", () => {
    expect(scan().code).toBe(2);
    expect(scan("--bogus", BEN).code).toBe(2);
    expect(scan("--fail-on", "severe", BEN).code).toBe(2);
    const missing = scan(path.join(tmp, "does-not-exist"));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("does-not-exist");
  }, 60_000);

  it("prints a readable text report by default", () => {
    const r = scan(MAL);
    expect(r.out.split("\n")[0]).toContain("MALICIOUS");
    expect(r.out).toMatch(/HIGH +drop-prereq-lure +SKILL\.md:\d+:\d+/);
  }, 60_000);
});
