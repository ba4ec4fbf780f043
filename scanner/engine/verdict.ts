// From findings to a verdict. Severity × confidence decides "suspicious"; "malicious" needs a critical
// finding we are sure about or one of the escalation combinations below.
import { ruleById } from "../rules";
import { isHiddenDecoding } from "../rules/types";
import { SEVERITY_ORDER, type Finding, type Verdict } from "../types";

export type Judgement = { verdict: Verdict; reasons: string[]; leading: Finding[] };

export function counts(f: Finding): boolean {
  const s = SEVERITY_ORDER[f.severity];
  return (s >= 3 && f.confidence >= 0.35) || (s === 2 && f.confidence >= 0.5);
}

function rank(f: Finding): number {
  return SEVERITY_ORDER[f.severity] * 10 + f.confidence;
}

const PAYLOAD_RULES = new Set(["exec-decode-exec", "exec-pipe-shell-untrusted", "drop-raw-ip-url", "drop-password-archive", "drop-paste-site", "drop-tunnel-host", "drop-url-shortener", "obf-encoded-blob", "exec-powershell-cradle", "drop-quarantine-bypass"]);
const LURE_RULES = new Set(["drop-prereq-lure", "drop-paste-in-terminal", "drop-impersonation"]);
const HIDDEN_LAYERS = new Set(["unicode-tags", "zero-width"]);

export function judge(findings: readonly Finding[]): Judgement {
  const reasons: string[] = [];
  const strong = findings.filter(counts);
  const at = (f: Finding) => `${f.file}:${f.line}`;

  const critical = strong.filter((f) => f.severity === "critical" && f.confidence >= 0.6);
  for (const f of critical.slice(0, 3)) reasons.push(`${ruleById(f.ruleId).title} at ${at(f)}`);

  const lure = strong.find((f) => LURE_RULES.has(f.ruleId) && (f.ruleId === "drop-prereq-lure" ? f.confidence >= 0.35 : f.confidence >= 0.5));
  const payload = strong.find((f) => f !== lure && (PAYLOAD_RULES.has(f.ruleId) || (f.decoded && isHiddenDecoding(f.decoded.layers) && SEVERITY_ORDER[f.severity] >= 3)) && f.confidence >= 0.5);
  const strongLure = strong.find((f) => f.ruleId === "drop-prereq-lure" && f.confidence >= 0.6);
  if (strongLure) reasons.push(`an install lure next to a payload source at ${at(strongLure)}`);
  else if (lure && payload) reasons.push(`an install lure (${at(lure)}) combined with ${ruleById(payload.ruleId).title.toLowerCase()} (${at(payload)})`);

  const hidden = strong.find((f) => f.decoded?.layers.some((l) => HIDDEN_LAYERS.has(l)) && f.ruleId !== "obf-zero-width" && f.ruleId !== "obf-unicode-tags" && f.confidence >= 0.5);
  if (hidden) reasons.push(`instructions hidden in invisible characters (${at(hidden)})`);

  const groups = new Set(strong.filter((f) => SEVERITY_ORDER[f.severity] >= 3 && f.confidence >= 0.6).map((f) => ruleById(f.ruleId).group).filter((g) => g !== "load-time execution" && g !== "obfuscation and hidden content"));
  if (groups.size >= 3) reasons.push(`high-risk behaviour across ${[...groups].join(", ")}`);

  const leading = [...strong].sort((a, b) => rank(b) - rank(a));
  if (reasons.length > 0) return { verdict: "malicious", reasons, leading };
  if (strong.length > 0) return { verdict: "suspicious", reasons, leading };
  return { verdict: "clean", reasons, leading: [...findings].sort((a, b) => rank(b) - rank(a)) };
}
