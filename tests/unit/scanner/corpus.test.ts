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

function skills(kind: "malicious" | "benign"): Array<[string, string]> {
  const root = path.join(CORPUS, kind);
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
});
