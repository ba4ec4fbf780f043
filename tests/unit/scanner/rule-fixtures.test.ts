// One fixture per rule: `fires/` must trigger exactly the expected lines, `quiet/` (a look-alike) must not.
// "Trigger" means a reported finding with confidence >= 0.35, the level that can move a verdict.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rules, scanSkill } from "@/scanner";
import { FIXTURES, loadSkill, readExpected, ruleFixtureIds } from "./load-fixture";

const REPORTABLE = 0.35;
const ids = ruleFixtureIds();

describe("rule fixtures", () => {
  it("every rule in the catalog has a fixture, and every fixture names a rule", () => {
    expect(ids).toEqual(rules.map((r) => r.id).sort());
  });

  for (const id of ids) {
    describe(id, () => {
      const expected = readExpected(id);
      it("fires on the expected files and lines", () => {
        expect(expected.rule).toBe(id);
        const report = scanSkill({ files: loadSkill(path.join(FIXTURES, id, "fires")), options: expected.options });
        const got = report.findings
          .filter((f) => f.ruleId === id && f.confidence >= REPORTABLE)
          .map((f) => ({ file: f.file, line: f.line }))
          .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
        expect(got).toEqual(expected.fires);
      });
      it("stays quiet on the look-alike", () => {
        const report = scanSkill({ files: loadSkill(path.join(FIXTURES, id, "quiet")), options: expected.options });
        const hits = report.findings.filter((f) => f.ruleId === id && f.confidence >= REPORTABLE);
        expect(hits).toEqual([]);
      });
    });
  }
});
