// From findings to a verdict. Severity × confidence decides "suspicious"; "malicious" needs a critical
// finding we are sure about or one of the escalation combinations below.
import { ruleById } from "../rules";
import { SEVERITY_ORDER, type Finding, type Verdict } from "../types";

/** `reasons`: why the verdict is malicious, as list items that read after a colon ("reverse shell (scripts/x.sh line 4)"). */
export type Judgement = { verdict: Verdict; reasons: string[]; leading: Finding[] };

/** A rule title as part of a sentence: "Reverse shell" → "reverse shell"; acronyms ("SSH key…") stay. */
function inSentence(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}


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
  const at = (f: Finding) => `${f.file} line ${f.line}`;

  // One reason per rule: the same rule on two lines is one technique.
  const critical = strong.filter((f, index, all) => f.severity === "critical" && f.confidence >= 0.6 && all.findIndex((other) => other.ruleId === f.ruleId && other.severity === "critical" && other.confidence >= 0.6) === index);
  for (const f of critical.slice(0, 3)) reasons.push(`${inSentence(ruleById(f.ruleId).title)} (${at(f)})`);

  const lure = strong.find((f) => LURE_RULES.has(f.ruleId) && (f.ruleId === "drop-prereq-lure" ? f.confidence >= 0.35 : f.confidence >= 0.5));
  const payload = strong.find((f) => f !== lure && (PAYLOAD_RULES.has(f.ruleId) || (f.decoded && SEVERITY_ORDER[f.severity] >= 3)) && f.confidence >= 0.5);
  const strongLure = strong.find((f) => f.ruleId === "drop-prereq-lure" && f.confidence >= 0.6);
  if (strongLure) reasons.push(`an install lure next to a payload source (${at(strongLure)})`);
  else if (lure && payload) reasons.push(`an install lure (${at(lure)}) combined with ${inSentence(ruleById(payload.ruleId).title)} (${at(payload)})`);

  const hidden = strong.find((f) => f.decoded?.layers.some((l) => HIDDEN_LAYERS.has(l)) && f.ruleId !== "obf-zero-width" && f.ruleId !== "obf-unicode-tags" && f.confidence >= 0.5);
  if (hidden) reasons.push(`instructions hidden in invisible characters (${at(hidden)})`);

  const groups = new Set(strong.filter((f) => SEVERITY_ORDER[f.severity] >= 3 && f.confidence >= 0.6).map((f) => ruleById(f.ruleId).group).filter((g) => g !== "load-time execution" && g !== "obfuscation and hidden content"));
  // Group names may contain "and" themselves: semicolons keep them apart.
  if (groups.size >= 3) reasons.push(`high-risk behaviour in ${groups.size} areas (${[...groups].join("; ")})`);

  const leading = [...strong].sort((a, b) => rank(b) - rank(a));
  if (reasons.length > 0) return { verdict: "malicious", reasons, leading };
  if (strong.length > 0) return { verdict: "suspicious", reasons, leading };
  return { verdict: "clean", reasons, leading: [...findings].sort((a, b) => rank(b) - rank(a)) };
}
