// SARIF 2.1.0 for code-scanning UIs. Fingerprints hash rule + file + evidence (+ occurrence), not the
// line number, so a finding keeps its identity when unrelated lines move.
import { rules } from "../rules";
import type { ScanReport, Severity } from "../types";
import { SCANNER_VERSION } from "../version";
import { fnv1a64 } from "./fnv1a";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { critical: "error", high: "error", medium: "warning", low: "note", info: "note" };
const SECURITY_SEVERITY: Record<Severity, string> = { critical: "9.5", high: "7.5", medium: "5.0", low: "3.0", info: "1.0" };

function uri(base: string, file: string): string {
  const joined = base && base !== "." ? `${base.replace(/\/+$/, "")}/${file}` : file;
  return joined
    .split("/")
    .map((p) => encodeURIComponent(p))
    .join("/");
}

export function toSarif(reports: Array<{ path: string; report: ScanReport }>): object {
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results: object[] = [];
  for (const { path, report } of reports) {
    const seen = new Map<string, number>();
    for (const f of report.findings) {
      const key = `${f.ruleId}|${f.file}|${f.evidence}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      results.push({
        ruleId: f.ruleId,
        ruleIndex: index.get(f.ruleId) ?? -1,
        level: LEVEL[f.severity],
        message: { text: f.decoded ? `${f.message} (decoded ${f.decoded.layers.join(" → ")}: ${f.decoded.text.slice(0, 160)})` : f.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: uri(path, f.file) },
              region: { startLine: f.line, startColumn: f.column, snippet: { text: f.evidence } },
            },
          },
        ],
        partialFingerprints: { "skillvaultFinding/v1": fnv1a64(`${key}|${n}`) },
        properties: {
          severity: f.severity,
          confidence: f.confidence,
          context: f.context,
          verdict: report.verdict,
          ...(f.decoded ? { decoded: f.decoded } : {}),
        },
      });
    }
  }
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "skillvault-scanner",
            semanticVersion: SCANNER_VERSION,
            version: SCANNER_VERSION,
            rules: rules.map((r) => ({
              id: r.id,
              name: r.title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : "")),
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              defaultConfiguration: { level: LEVEL[r.severity] },
              properties: { group: r.group, severity: r.severity, "security-severity": SECURITY_SEVERITY[r.severity], tags: ["security", r.group] },
            })),
          },
        },
        results,
        properties: { reports: reports.map(({ path, report }) => ({ path, verdict: report.verdict, summary: report.summary })) },
      },
    ],
  };
}
