// SARIF 2.1.0 output: the structural requirements code-scanning UIs rely on, and fingerprints that
// survive unrelated edits.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanSkill, toSarif, type ScanInputFile } from "@/scanner";
import { FIXTURES, loadSkill } from "./load-fixture";

type SarifResult = {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }>;
  partialFingerprints: Record<string, string>;
};
type SarifLog = {
  version: string;
  $schema: string;
  runs: Array<{
    tool: {
      driver: {
        name: string;
        version: string;
        rules: Array<{ id: string; shortDescription: { text: string }; fullDescription: { text: string }; defaultConfiguration: { level: string } }>;
      };
    };
    results: SarifResult[];
  }>;
};

const enc = new TextEncoder();
const dec = new TextDecoder();

describe("toSarif", () => {
  const reports = ["clawhavoc-macos", "wallet-stealer"].map((name) => ({
    path: `skills/${name}`,
    report: scanSkill({ files: loadSkill(path.join(FIXTURES, "_malicious", name)) }),
  }));
  const log = toSarif(reports) as SarifLog;

  it("is a SARIF 2.1.0 log with one run describing every rule", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toContain("sarif-2.1.0");
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0]?.tool.driver;
    expect(driver?.name).toBe("skillvault-scanner");
    const ids = driver?.rules.map((r) => r.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of driver?.rules ?? []) {
      expect(["error", "warning", "note"]).toContain(r.defaultConfiguration.level);
      expect(r.shortDescription.text.length).toBeGreaterThan(0);
      expect(r.fullDescription.text.length).toBeGreaterThan(0);
    }
  });

  it("emits one result per finding, pointing at the rule and the file:line", () => {
    const run = log.runs[0];
    const total = reports.reduce((n, r) => n + r.report.findings.length, 0);
    expect(run?.results).toHaveLength(total);
    for (const res of run?.results ?? []) {
      expect(run?.tool.driver.rules[res.ruleIndex]?.id).toBe(res.ruleId);
      expect(["error", "warning", "note"]).toContain(res.level);
      const loc = res.locations[0]?.physicalLocation;
      expect(loc?.artifactLocation.uri).toMatch(/^skills\/(clawhavoc-macos|wallet-stealer)\//);
      expect(loc?.region.startLine).toBeGreaterThanOrEqual(1);
      expect(loc?.region.startColumn).toBeGreaterThanOrEqual(1);
      expect(res.message.text.length).toBeGreaterThan(0);
      expect(Object.values(res.partialFingerprints)[0]).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it("keeps fingerprints stable when unrelated lines are inserted above a finding", () => {
    const base = loadSkill(path.join(FIXTURES, "_malicious", "base64-raw-ip-installer"));
    const shifted: ScanInputFile[] = base.map((f) =>
      f.path === "SKILL.md"
        ? { ...f, bytes: enc.encode(dec.decode(f.bytes).replace("# YouTube Summarizer Pro", "# YouTube Summarizer Pro\n\nNew intro line.\n")) }
        : f,
    );
    const fp = (files: ScanInputFile[]) => {
      const l = toSarif([{ path: "s", report: scanSkill({ files }) }]) as SarifLog;
      return new Map(
        l.runs[0]?.results.map((r) => [
          `${r.ruleId}`,
          { fp: Object.values(r.partialFingerprints)[0], line: r.locations[0]?.physicalLocation.region.startLine },
        ]),
      );
    };
    const a = fp(base);
    const b = fp(shifted);
    const id = "exec-decode-exec";
    expect(a.get(id)?.fp).toBe(b.get(id)?.fp);
    expect((b.get(id)?.line ?? 0) - (a.get(id)?.line ?? 0)).toBe(3);
  });
});
