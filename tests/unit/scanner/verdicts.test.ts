// Whole skills: every malicious fixture is judged malicious, every benign one clean, with a readable
// one-line summary and one-paragraph explanation.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanSkill } from "@/scanner";
import { FIXTURES, loadSkill } from "./load-fixture";

const malicious = readdirSync(path.join(FIXTURES, "_malicious")).sort();
const benign = readdirSync(path.join(FIXTURES, "_benign")).sort();

describe("verdicts on full skills", () => {
  it("has enough full-skill fixtures to mean something", () => {
    expect(malicious.length).toBeGreaterThanOrEqual(10);
    expect(benign.length).toBeGreaterThanOrEqual(8);
  });

  for (const name of malicious) {
    it(`judges _malicious/${name} malicious and explains why`, () => {
      const report = scanSkill({ files: loadSkill(path.join(FIXTURES, "_malicious", name)) });
      expect(report.verdict).toBe("malicious");
      expect(report.summary.startsWith("malicious:")).toBe(true);
      expect(report.summary).not.toContain("\n");
      expect(report.explanation).toMatch(/^This skill looks malicious/);
      expect(report.explanation).not.toContain("\n");
      const top = report.findings[0];
      expect(top && report.explanation.includes(`${top.file} line`)).toBe(true);
    });
  }

  for (const name of benign) {
    it(`judges _benign/${name} clean`, () => {
      const report = scanSkill({ files: loadSkill(path.join(FIXTURES, "_benign", name)) });
      expect(report.findings.filter((f) => f.confidence >= 0.5 && (f.severity === "critical" || f.severity === "high"))).toEqual([]);
      expect(report.verdict).toBe("clean");
      expect(report.explanation).toMatch(/^We checked \d+ files? in this skill and found nothing/);
    });
  }

  it("reports the files and bytes it scanned", () => {
    const files = loadSkill(path.join(FIXTURES, "_malicious", "wallet-stealer"));
    const report = scanSkill({ files });
    expect(report.stats.files).toBe(files.length);
    expect(report.stats.bytes).toBe(files.reduce((n, f) => n + f.bytes.length, 0));
    expect(report.stats.durationMs).toBeGreaterThanOrEqual(0);
  });
});
