// The adversarial corpus (tests/fixtures/scanner/corpus): every malicious skill is at least flagged and
// at least 95% are blocked; no benign look-alike is blocked. Each report explains itself and every
// finding keeps its file and line. The benchmark prints the same figures per family.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanSkill, type ScanOptions } from "@/scanner";
import { FIXTURES, loadSkill } from "./load-fixture";

const CORPUS = path.join(FIXTURES, "corpus");
const options: ScanOptions = {
  popularSkills: readFileSync(path.join(CORPUS, "popular-skills.txt"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#")),
};

function skills(kind: "malicious" | "benign", corpus = CORPUS): Array<[string, string]> {
  const root = path.join(corpus, kind);
  return readdirSync(root)
    .sort()
    .flatMap((family) =>
      readdirSync(path.join(root, family))
        .sort()
        .map((name): [string, string] => [`${family}/${name}`, path.join(root, family, name)]),
    );
}

// Scanning the whole corpus takes ~1 s alone, far longer on a machine busy with other suites;
// this is a behaviour test, not a timed one (speed is the benchmark's job).
const SCAN_WHOLE_CORPUS_MS = 120_000;

const malicious = skills("malicious");
const benign = skills("benign");
// A second set written after scanner 2.0 by someone attacking it (tests/fixtures/scanner/heldout-2):
// compressed and serialised payloads, fileless and stdin execution, CLI tokens and instance metadata,
// hidden markdown comments, MCP servers; with look-alikes that use the same tools honestly.
const HELDOUT = path.join(FIXTURES, "heldout-2");
const heldoutMalicious = skills("malicious", HELDOUT);
const heldoutBenign = skills("benign", HELDOUT);
// A third set (tests/fixtures/scanner/heldout-3, flat: one folder per skill), written blind against scanner 2.2:
// build files, editors, VCS and OS files that run commands, other languages' process and network APIs, content
// decoded in code, sourced variables, clippers, NTLM leaks; then 10 variants written after the fixes.
const HELDOUT_3 = path.join(FIXTURES, "heldout-3");
function flatSkills(kind: "malicious" | "benign", set = HELDOUT_3): Array<[string, string]> {
  const root = path.join(set, kind);
  return readdirSync(root)
    .sort()
    .map((name): [string, string] => [name, path.join(root, name)]);
}
const heldout3Malicious = flatSkills("malicious");
const FILE_LEVEL = new Set(["obf-unknown-binary", "load-binary", "obf-mismatched-type", "obf-non-utf8"]);
const heldout3Benign = flatSkills("benign");
// A fourth set (tests/fixtures/scanner/heldout-4, flat), written blind against scanner 2.3: instructions to the
// agent in prose and other languages, sends by its own tools, memory and settings writes, payloads built from
// pieces (joined arrays, Caesar shifts, sorted pairs, XOR in binaries), files run under another name, MCP
// servers, typosquatted dependencies, keyloggers and payment redirects.
const HELDOUT_4 = path.join(FIXTURES, "heldout-4");
const heldout4Malicious = flatSkills("malicious", HELDOUT_4);
const heldout4Benign = flatSkills("benign", HELDOUT_4);

describe("scanner corpus", () => {
  it("covers every family with enough cases", () => {
    expect(malicious.length).toBeGreaterThanOrEqual(120);
    expect(benign.length).toBeGreaterThanOrEqual(100);
    const families = new Set(malicious.map(([n]) => n.split("/")[0]));
    for (const f of ["shell", "strings", "flow", "agent", "supply", "binary", "combo"]) expect(families).toContain(f);
  });

  it(
    "flags every malicious skill and blocks at least 95% of them, with an explanation and lines",
    () => {
      const notBlocked: string[] = [];
      for (const [name, dir] of malicious) {
        const report = scanSkill({ files: loadSkill(dir), options });
        expect(report.verdict, name).not.toBe("clean");
        if (report.verdict !== "malicious") notBlocked.push(name);
        else expect(report.explanation, name).toMatch(/^This skill looks malicious/);
        for (const f of report.findings) expect(f.line, `${name} ${f.ruleId}`).toBeGreaterThanOrEqual(1);
      }
      expect(notBlocked.length / malicious.length, notBlocked.join(", ")).toBeLessThanOrEqual(0.05);
    },
    SCAN_WHOLE_CORPUS_MS,
  );

  it(
    "blocks no benign look-alike",
    () => {
      const blocked = benign.filter(([, dir]) => scanSkill({ files: loadSkill(dir), options }).verdict === "malicious").map(([n]) => n);
      expect(blocked).toEqual([]);
    },
    SCAN_WHOLE_CORPUS_MS,
  );

  it(
    "flags every skill of held-out set 2, blocks at least 95% of it and none of its look-alikes",
    () => {
      expect(heldoutMalicious.length).toBeGreaterThanOrEqual(40);
      expect(heldoutBenign.length).toBeGreaterThanOrEqual(15);
      const notBlocked: string[] = [];
      for (const [name, dir] of heldoutMalicious) {
        const report = scanSkill({ files: loadSkill(dir), options });
        expect(report.verdict, name).not.toBe("clean");
        if (report.verdict !== "malicious") notBlocked.push(name);
        for (const f of report.findings) {
          expect(f.line, `${name} ${f.ruleId}`).toBeGreaterThanOrEqual(1);
          expect(f.evidence, `${name} ${f.ruleId}`).not.toBe("");
        }
      }
      expect(notBlocked.length / heldoutMalicious.length, notBlocked.join(", ")).toBeLessThanOrEqual(0.05);
      const blocked = heldoutBenign.filter(([, dir]) => scanSkill({ files: loadSkill(dir), options }).verdict === "malicious").map(([n]) => n);
      expect(blocked).toEqual([]);
    },
    SCAN_WHOLE_CORPUS_MS,
  );

  it(
    "blocks every skill of held-out set 3 and none of its look-alikes",
    () => {
      expect(heldout3Malicious.length).toBeGreaterThanOrEqual(88);
      expect(heldout3Benign.length).toBeGreaterThanOrEqual(20);
      const notBlocked: string[] = [];
      for (const [name, dir] of heldout3Malicious) {
        const report = scanSkill({ files: loadSkill(dir), options });
        if (report.verdict !== "malicious") notBlocked.push(`${name} (${report.verdict})`);
        for (const f of report.findings) {
          expect(f.line, `${name} ${f.ruleId}`).toBeGreaterThanOrEqual(1);
          // Findings about a whole binary file (its type) have no line of text to show.
          if (!FILE_LEVEL.has(f.ruleId)) expect(f.evidence, `${name} ${f.ruleId}`).not.toBe("");
        }
      }
      expect(notBlocked).toEqual([]);
      const blocked = heldout3Benign.filter(([, dir]) => scanSkill({ files: loadSkill(dir), options }).verdict === "malicious").map(([n]) => n);
      expect(blocked).toEqual([]);
    },
    SCAN_WHOLE_CORPUS_MS,
  );

  it(
    "blocks every skill of held-out set 4 and none of its look-alikes",
    () => {
      expect(heldout4Malicious.length).toBeGreaterThanOrEqual(109);
      expect(heldout4Benign.length).toBeGreaterThanOrEqual(33);
      const notBlocked: string[] = [];
      for (const [name, dir] of heldout4Malicious) {
        const report = scanSkill({ files: loadSkill(dir), options });
        if (report.verdict !== "malicious") notBlocked.push(`${name} (${report.verdict})`);
        else expect(report.explanation, name).toMatch(/^This skill looks malicious/);
        for (const f of report.findings) {
          expect(f.line, `${name} ${f.ruleId}`).toBeGreaterThanOrEqual(1);
          if (!FILE_LEVEL.has(f.ruleId)) expect(f.evidence, `${name} ${f.ruleId}`).not.toBe("");
        }
      }
      expect(notBlocked).toEqual([]);
      const blocked = heldout4Benign.filter(([, dir]) => scanSkill({ files: loadSkill(dir), options }).verdict === "malicious").map(([n]) => n);
      expect(blocked).toEqual([]);
    },
    SCAN_WHOLE_CORPUS_MS,
  );
});
