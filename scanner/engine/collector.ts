// Turns detector hits into Findings: context weighting, evidence, de-duplication and caps.
import { LIMITS } from "../config";
import { ruleById } from "../rules";
import type { Line, Signal, SignalKind } from "../rules/types";
import { isCodeLike } from "../rules/helpers";
import type { Finding, FindingContext } from "../types";
import { excerpt, shortText } from "./evidence";
import { sameLineWarns } from "./warnings";

/** "…", “…”, «…», 「…」 or 『…』 around the match in prose: the text is being quoted, not instructed. */
function insideProseQuotes(text: string, index: number): boolean {
  let dq = 0;
  let open = 0;
  const from = Math.max(0, index - 300);
  for (let i = from; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) dq++;
    else if (c === 0x201c || c === 0xab || c === 0x300c || c === 0x300e) open++;
    else if (c === 0x201d || c === 0xbb || c === 0x300d || c === 0x300f) open--;
  }
  return dq % 2 === 1 || open > 0;
}

const TABLE_ROW = /^\s{0,3}\|.{0,4000}\|\s*$/;
const DOC_LANGS = new Set([
  "text",
  "txt",
  "plaintext",
  "plain",
  "log",
  "output",
  "yara",
  "yar",
  "sigma",
  "snort",
  "suricata",
  "ioc",
  "iocs",
  "stix",
  "diff-output",
]);

const CONTEXT_WEIGHT: Record<FindingContext, number> = { frontmatter: 1, fenced: 1, script: 1, prose: 0.85, reference: 0.85, asset: 0.7 };

export function weigh(ruleId: string, line: Line, index: number, length: number, base: number): number {
  const rule = ruleById(ruleId);
  const code = isCodeLike(line, index);
  let c = base * (code ? 1 : CONTEXT_WEIGHT[line.context]);
  if ((!line.decoded || line.normalized) && rule.negatable !== false) {
    // A warned fenced block/script is still runnable; a warned mention in prose (even in `code`) is not.
    const runnable = line.context === "fenced" || line.context === "script" || line.context === "frontmatter";
    if (line.warned || sameLineWarns(line.lower, index, length)) c *= runnable ? 0.5 : 0.35;
    if (line.quoted) c *= 0.8;
    // A markdown table row describes (findings tables, cheat sheets); a text/YARA/log block quotes.
    if ((line.context === "prose" || line.context === "reference") && TABLE_ROW.test(line.text)) c *= 0.45;
    if (line.context === "fenced" && DOC_LANGS.has(line.lang)) c *= 0.6;
    if (!code && insideProseQuotes(line.text, index)) c *= /["“'‘«「『]\s{0,2}$/.test(line.text.slice(Math.max(0, index - 3), index)) ? 0.45 : 0.6;
  }
  if (line.comment && !line.hidden && line.context === "script") c *= 0.7;
  if (line.hidden) c *= 1.15;
  return Math.round(Math.min(0.99, Math.max(0.05, c)) * 100) / 100;
}

export class Collector {
  readonly findings: Finding[] = [];
  readonly signals: Signal[] = [];
  private readonly index = new Map<string, number>();
  private readonly perRuleFile = new Map<string, number>();
  suppressed = 0;

  hit(ruleId: string, line: Line, index: number, length: number, base: number, message?: string): void {
    const confidence = weigh(ruleId, line, index, length, base);
    const column = line.decoded ? line.offset + 1 : line.offset + index + 1;
    this.add({
      ruleId,
      file: line.file,
      line: line.n,
      column,
      confidence,
      message,
      evidence: excerpt(line.text, index, length),
      context: line.context,
      decoded: line.decoded ? { layers: line.decoded.layers, text: shortText(line.decoded.text) } : undefined,
    });
  }

  add(f: {
    ruleId: string;
    file: string;
    line: number;
    column: number;
    confidence: number;
    message?: string;
    evidence: string;
    context: FindingContext;
    decoded?: Finding["decoded"];
  }): void {
    const rule = ruleById(f.ruleId);
    if (f.confidence < LIMITS.minConfidence) return;
    const key = `${f.ruleId}\u0000${f.file}\u0000${f.line}`;
    const existing = this.index.get(key);
    const finding: Finding = {
      ruleId: f.ruleId,
      severity: rule.severity,
      confidence: f.confidence,
      file: f.file,
      line: f.line,
      column: f.column,
      message: f.message ?? rule.title,
      evidence: f.evidence,
      context: f.context,
      ...(f.decoded ? { decoded: f.decoded } : {}),
    };
    if (existing !== undefined) {
      const prev = this.findings[existing];
      if (prev && prev.confidence < finding.confidence) this.findings[existing] = finding;
      return;
    }
    const rf = `${f.ruleId}\u0000${f.file}`;
    const count = this.perRuleFile.get(rf) ?? 0;
    if (count >= LIMITS.perRulePerFile || this.findings.length >= LIMITS.perReport) {
      this.suppressed++;
      return;
    }
    this.perRuleFile.set(rf, count + 1);
    this.index.set(key, this.findings.length);
    this.findings.push(finding);
  }

  signal(kind: SignalKind, line: Line, index: number, detail: string, confidence = 1): void {
    if (this.signals.length > 20000) return;
    this.signals.push({
      kind,
      file: line.file,
      line: line.n,
      column: line.decoded ? line.offset + 1 : line.offset + index + 1,
      detail,
      decoded: !!line.decoded,
      context: line.context,
      confidence,
    });
  }
}
