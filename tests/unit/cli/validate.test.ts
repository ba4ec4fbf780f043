// `npm run validate` as a user runs it: several paths, --json lines, --dialect, exit codes 0/1/2,
// and human output with file:line for every diagnostic.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SKILL_FIXTURES } from "../skill-format/skill-fixture-cases";

const repo = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(repo, "node_modules", ".bin", "tsx");
const cli = (...args: string[]) => spawnSync(tsx, ["lib/cli/validate.ts", ...args], { cwd: repo, encoding: "utf8" });
const fixture = (c: string, dir: string) => path.join(SKILL_FIXTURES, c, dir);

describe("validate CLI", { timeout: 60_000 }, () => {
  it("prints one JSON object per path and exits 0 when all are valid", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cli-"));
    const flat = path.join(dir, "note-taker.md");
    writeFileSync(flat, "---\ndescription: Takes notes.\n---\nWrite notes.\n");
    const result = cli("--json", fixture("as-valid-minimal", "pdf-tools"), path.join(fixture("as-valid-full", "release-notes"), "SKILL.md"), flat);
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.valid, l.name])).toEqual([
      [true, "pdf-tools"],
      [true, "release-notes"],
      [true, "note-taker"],
    ]);
    expect(Object.keys(lines[0]).sort()).toEqual(["compatibility", "diagnostics", "digest", "name", "path", "valid"]);
    expect(lines[0].digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(lines[1].path).toBe(path.join(fixture("as-valid-full", "release-notes"), "SKILL.md"));
  });

  it("judges by the chosen dialect and exits 1 when any path is invalid", () => {
    const openclawOnly = fixture("oc-valid-json-metadata", "nano-image");
    expect(cli("--json", openclawOnly).status).toBe(0); // the publish gate passes
    const strict = cli("--json", "--dialect", "agentskills", openclawOnly, "/no/such/path");
    expect(strict.status).toBe(1);
    const [first, second] = strict.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(first.valid).toBe(false);
    expect(first.diagnostics.some((d: { code: string; severity: string }) => d.code === "UNEXPECTED_FIELDS" && d.severity === "error")).toBe(true);
    expect(second).toMatchObject({ valid: false, digest: null, diagnostics: [{ code: "BUNDLE_NOT_FOUND" }] });
  });

  it("prints file:line for every diagnostic in human output", () => {
    const result = cli(fixture("as-invalid-yaml-colon", "yaml-colon"), fixture("as-warning-broken-link", "broken-link"));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/SKILL\.md:3:14 +error YAML_SYNTAX/);
    expect(result.stdout).toMatch(/SKILL\.md:\d+:\d+ +warning LINK_BROKEN/);
    expect(result.stdout).toMatch(/extra\/unused\.txt:1 +info FILE_UNREFERENCED/);
    const diagnosticLines = result.stdout.split("\n").filter((l) => /^ {2}\S/.test(l) && /(error|warning|info) [A-Z_]+/.test(l));
    expect(diagnosticLines.length).toBeGreaterThan(0);
    for (const line of diagnosticLines) expect(line).toMatch(/^ {2}\S+:\d+/);
  });

  it("exits 2 on usage errors", () => {
    expect(cli().status).toBe(2);
    expect(cli("--dialect", "nope", ".").status).toBe(2);
    expect(cli("--frobnicate", ".").status).toBe(2);
    expect(cli("--dialect").status).toBe(2);
  });
});
