// Keeps a list of diagnostics to a size that does not grow with the upload. The count of many
// checks grows with the text (one LINK_BROKEN per link, one YAML_SYNTAX per duplicate key): 4 MB
// of links once made 340,000 diagnostics, a 65 MB /-/check answer, a validation report that
// stalled every page reading it, and seconds of the event loop serialising them. The first
// MAX_PER_CODE of each code are kept (in the order found), then at most MAX_TOTAL in all; what is
// left out is counted in one DIAGNOSTICS_OMITTED per code, with the most severe severity left out,
// so a reader still sees that (and how many) problems there are. Callers decide validity first.
import type { Diagnostic, Severity } from "./types";

export const MAX_DIAGNOSTICS_PER_CODE = 50;
export const MAX_DIAGNOSTICS = 250;

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function capDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_DIAGNOSTICS_PER_CODE) return diagnostics;
  const kept: Diagnostic[] = [];
  const perCode = new Map<string, number>();
  const omitted = new Map<string, { count: number; first: Diagnostic; severity: Severity }>();
  for (const diagnostic of diagnostics) {
    const seen = perCode.get(diagnostic.code) ?? 0;
    perCode.set(diagnostic.code, seen + 1);
    if (seen < MAX_DIAGNOSTICS_PER_CODE && kept.length < MAX_DIAGNOSTICS) {
      kept.push(diagnostic);
      continue;
    }
    const entry = omitted.get(diagnostic.code);
    if (!entry) omitted.set(diagnostic.code, { count: 1, first: diagnostic, severity: diagnostic.severity });
    else {
      entry.count += 1;
      if (RANK[diagnostic.severity] < RANK[entry.severity]) entry.severity = diagnostic.severity;
    }
  }
  for (const [code, { count, first, severity }] of omitted) {
    kept.push({
      code: "DIAGNOSTICS_OMITTED",
      severity,
      file: first.file,
      ...(first.line === undefined ? {} : { line: first.line }),
      message: `${count.toLocaleString("en-US")} more ${code} not listed (the first ${perCode.get(code)! - count} are).`,
      ...(first.source === undefined ? {} : { source: first.source }),
    });
  }
  return kept;
}
