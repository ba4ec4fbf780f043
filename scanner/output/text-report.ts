// Plain-text report for terminals and logs: verdict, explanation, then each finding with its evidence.
import { ruleById } from "../rules";
import type { ScanReport } from "../types";

function wrap(text: string, width = 96, indent = ""): string {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    if (cur && cur.length + 1 + w.length > width) {
      lines.push(indent + cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(indent + cur);
  return lines.join("\n");
}

export function formatTextReport(report: ScanReport, opts: { path?: string } = {}): string {
  const head = `${opts.path ? opts.path + ": " : ""}${report.verdict.toUpperCase()} — ${report.summary} (scanner ${report.scannerVersion}, ${report.stats.durationMs} ms)`;
  const out = [head, "", wrap(report.explanation), ""];
  for (const f of report.findings) {
    const rule = ruleById(f.ruleId);
    out.push(`${f.severity.toUpperCase().padEnd(8)} ${f.ruleId}  ${f.file}:${f.line}:${f.column}  [${f.context}, confidence ${f.confidence.toFixed(2)}]`);
    out.push(wrap(f.message === rule.title ? rule.title : `${rule.title}: ${f.message}`, 96, "         "));
    if (f.evidence) out.push(`         evidence: ${f.evidence}`);
    if (f.decoded) out.push(`         decoded (${f.decoded.layers.join(" → ")}): ${f.decoded.text.slice(0, 200)}`);
  }
  if (report.findings.length === 0) out.push("No findings.");
  return out.join("\n") + "\n";
}
