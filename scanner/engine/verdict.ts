// From findings to a verdict: the one place the scanner decides clean / suspicious / malicious.
// Severity × confidence decides "suspicious"; "malicious" needs a critical finding we are sure about
// or one of the escalations below, each a behaviour pair that legitimate skills have no need for.
import { ruleById } from "../rules";
import { isHiddenDecoding } from "../rules/types";
import { SEVERITY_ORDER, type Finding, type Verdict } from "../types";

/** `reasons`: why the verdict is malicious, as list items that read after a colon ("reverse shell (scripts/x.sh line 4)"). */
export type Judgement = { verdict: Verdict; reasons: string[]; leading: Finding[] };

/** A rule title inside a sentence: "Reverse shell" → "reverse shell"; acronyms ("SSH key…") stay. */
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

/** Behaviour classes the escalations combine. A finding is in a class at or above the class's confidence. */
const CLASSES = {
  /** Remote content run as code (from a host that is not a configured trusted installer). */
  remoteExec: {
    min: 0.55,
    rules: [
      "exec-pipe-shell",
      "exec-pipe-shell-untrusted",
      "exec-powershell-cradle",
      "exec-download-run",
      "exec-decode-exec",
      "load-install-untrusted-url",
      "supply-registry-redirect",
      "supply-typosquat",
    ],
  },
  /** Instructions fetched at run time for the agent to follow. */
  remoteInstructions: { min: 0.5, rules: ["inject-remote-instructions"] },
  persistence: {
    min: 0.5,
    rules: [
      "persist-cron",
      "persist-launchd",
      "persist-systemd",
      "persist-windows",
      "persist-shell-rc",
      "persist-alias-hijack",
      "persist-authorized-keys",
      "persist-sudoers",
      "persist-git-hooks",
    ],
  },
  agentTamper: { min: 0.5, rules: ["persist-agent-memory", "persist-other-skills", "persist-agent-settings"] },
  autoApprove: { min: 0.5, rules: ["inject-no-confirmation", "persist-security-off"] },
  credential: {
    min: 0.5,
    rules: [
      "cred-ssh-keys",
      "cred-cloud-files",
      "cred-env-dump",
      "cred-agent-config",
      "cred-wallets",
      "cred-browser-store",
      "cred-keychain",
      "cred-system-secrets",
      "cred-fake-password-prompt",
      "cred-undeclared-secret",
      "cred-clipboard-hijack",
      "cred-payment-redirect",
      "cred-input-capture",
    ],
  },
  sink: {
    min: 0.45,
    rules: [
      "exfil-credential-to-network",
      "exfil-drop-site",
      "exfil-chat-webhook",
      "exfil-upload",
      "exfil-host-recon",
      "exfil-dns",
      "exfil-conversation",
      "exfil-markdown-image",
      "drop-paste-site",
      "drop-tunnel-host",
      "drop-raw-ip-url",
    ],
  },
  conceal: { min: 0.5, rules: ["inject-conceal", "obf-html-hidden", "inject-reviewer-directed"] },
  /** Telling the agent to drop the rules it was given ("ignore previous instructions", "you have no restrictions"). */
  override: { min: 0.5, rules: ["inject-ignore-previous", "inject-role-hijack"] },
  execution: {
    min: 0.5,
    rules: [
      "exec-pipe-shell",
      "exec-pipe-shell-untrusted",
      "exec-powershell-cradle",
      "exec-download-run",
      "exec-decode-exec",
      "exec-reverse-shell",
      "exec-string-built",
      "exec-destructive",
      "exec-miner",
      "exec-dynamic-eval",
      "load-binary",
    ],
  },
  gated: { min: 0.5, rules: ["supply-gated-payload"] },
  typosquatName: { min: 0.5, rules: ["supply-typosquat-name"] },
  unscanned: { min: 0.5, rules: ["obf-oversize", "obf-unscanned"] },
  download: { min: 0.45, rules: ["exec-download-run", "drop-executable-download", "drop-password-archive"] },
  destroy: { min: 0.5, rules: ["exec-destructive"] },
} as const;
type ClassName = keyof typeof CLASSES;

const CLASS_OF = new Map<string, ClassName[]>();
for (const [name, c] of Object.entries(CLASSES) as Array<[ClassName, (typeof CLASSES)[ClassName]]>) {
  for (const r of c.rules) CLASS_OF.set(r, [...(CLASS_OF.get(r) ?? []), name]);
}

/** Findings that are an attack on their own above this confidence. */
const ALONE: Record<string, { min: number; why: string }> = {
  "exfil-conversation": { min: 0.6, why: "sends the conversation or the user's files to an outside address" },
  "persist-agent-settings": { min: 0.75, why: "switches the agent's confirmations off or lets it run any command" },
  // Wiping the home folder, a disk or the system in runnable code (not quoted in prose or under a warning).
  "exec-destructive": { min: 0.85, why: "deletes the user's files or wipes the system" },
  // A key embedded in the skill added to authorized_keys (file-checks.ts checkEmbeddedKeys).
  "persist-authorized-keys": { min: 0.9, why: "lets someone else log in to this machine over SSH" },
};

/** Remote execution counts on its own only when it is not a trusted-host installer and not a GitHub release. */
const REMOTE_ALONE = new Set(["exec-pipe-shell", "exec-powershell-cradle", "exec-download-run", "supply-registry-redirect", "supply-typosquat"]);

/** Pairs of behaviour classes that together are an attack (issue 16, item 7). */
const ESCALATIONS: Array<{ a: ClassName; b: ClassName; why: string }> = [
  { a: "persistence", b: "remoteExec", why: "persistence combined with running remote code" },
  { a: "persistence", b: "sink", why: "persistence combined with sending data out" },
  { a: "persistence", b: "autoApprove", why: "persistence combined with removing confirmations" },
  { a: "persistence", b: "download", why: "persistence combined with a downloaded program" },
  { a: "autoApprove", b: "download", why: "switching protections off combined with a downloaded program or encrypted archive" },
  { a: "agentTamper", b: "execution", why: "changing the agent's own instructions combined with running commands" },
  { a: "credential", b: "sink", why: "reading credentials combined with sending data to the network" },
  { a: "agentTamper", b: "remoteExec", why: "changing the agent's own instructions or settings combined with running remote code" },
  { a: "agentTamper", b: "remoteInstructions", why: "changing the agent's own instructions combined with instructions fetched from the internet" },
  { a: "agentTamper", b: "autoApprove", why: "changing the agent's own instructions combined with removing confirmations" },
  { a: "agentTamper", b: "conceal", why: "changing the agent's own instructions while hiding it from the user" },
  { a: "autoApprove", b: "remoteInstructions", why: "removing confirmations combined with instructions fetched from the internet" },
  { a: "conceal", b: "credential", why: "hiding actions from the user while reading credentials" },
  { a: "conceal", b: "sink", why: "hiding actions from the user while sending data out" },
  { a: "conceal", b: "execution", why: "hiding actions from the user while running commands" },
  { a: "conceal", b: "remoteInstructions", why: "hiding actions from the user while following remote instructions" },
  { a: "conceal", b: "persistence", why: "hiding actions from the user while making a change that survives restarts" },
  { a: "override", b: "conceal", why: "telling the agent to drop its rules while hiding actions from the user" },
  { a: "gated", b: "remoteExec", why: "a payload gated on time or environment" },
  { a: "gated", b: "sink", why: "data sent out only under a time or environment condition" },
  { a: "gated", b: "destroy", why: "destruction set to go off under a time or environment condition" },
  { a: "typosquatName", b: "sink", why: "a name imitating a popular skill combined with sending data out" },
  { a: "typosquatName", b: "credential", why: "a name imitating a popular skill combined with reading credentials" },
];

const LURE_RULES = new Set(["drop-prereq-lure", "drop-paste-in-terminal", "drop-impersonation"]);
const PAYLOAD_RULES = new Set([
  "exec-decode-exec",
  "exec-pipe-shell-untrusted",
  "drop-raw-ip-url",
  "drop-password-archive",
  "drop-paste-site",
  "drop-tunnel-host",
  "drop-url-shortener",
  "obf-encoded-blob",
  "exec-powershell-cradle",
  "drop-quarantine-bypass",
  "exec-pipe-shell",
  "exec-download-run",
  "load-binary",
]);
const HIDDEN_LAYERS = new Set(["unicode-tags", "zero-width"]);

export function judge(findings: readonly Finding[]): Judgement {
  const reasons: string[] = [];
  const strong = findings.filter(counts);
  // "file line N", as the rest of the explanation says it (never "file:N", which reads badly before a colon).
  const at = (f: Finding) => `${f.file} line ${f.line}`;
  const title = (f: Finding) => inSentence(ruleById(f.ruleId).title);

  const critical = strong.filter((f) => f.severity === "critical" && f.confidence >= 0.6);
  // One reason per rule: the same rule on two lines is one technique.
  const criticalRules = critical.filter((f, index) => critical.findIndex((other) => other.ruleId === f.ruleId) === index);
  for (const f of criticalRules.slice(0, 3)) reasons.push(`${title(f)} (${at(f)})`);

  const unscanned = strong.find((f) => CLASS_OF.get(f.ruleId)?.includes("unscanned"));
  if (unscanned && !critical.includes(unscanned)) reasons.push(`content the scanner could not read (${at(unscanned)})`);

  const remote = strong.find((f) => REMOTE_ALONE.has(f.ruleId) && f.confidence >= (f.ruleId === "exec-download-run" ? 0.55 : 0.6));
  if (remote) reasons.push(`remote code run from a host that is not a trusted installer (${title(remote)}, ${at(remote)})`);

  for (const f of strong) {
    const alone = ALONE[f.ruleId];
    if (alone && f.confidence >= alone.min) reasons.push(`it ${alone.why} (${at(f)})`);
  }

  // An opaque binary whose own strings read credentials, send data out or fetch code.
  const binary = strong.find((f) => f.ruleId === "load-binary" && f.confidence >= 0.8);
  if (binary) {
    const inside = strong.find(
      (f) => f.file === binary.file && f !== binary && CLASS_OF.get(f.ruleId)?.some((c) => c === "credential" || c === "sink" || c === "remoteExec"),
    );
    if (inside) reasons.push(`a compiled file without source that contains ${title(inside)} (${at(inside)})`);
  }

  const members = new Map<ClassName, Finding>();
  for (const f of strong) {
    for (const c of CLASS_OF.get(f.ruleId) ?? []) {
      if (f.confidence < CLASSES[c].min) continue;
      const prev = members.get(c);
      if (!prev || rank(f) > rank(prev)) members.set(c, f);
    }
  }
  for (const e of ESCALATIONS) {
    const a = members.get(e.a);
    const b = members.get(e.b);
    if (a && b && a !== b) reasons.push(`${e.why} (${at(a)}, ${at(b)})`);
  }

  const lure = strong.find((f) => LURE_RULES.has(f.ruleId) && (f.ruleId === "drop-prereq-lure" ? f.confidence >= 0.35 : f.confidence >= 0.5));
  const payload = strong.find(
    (f) =>
      f !== lure &&
      (PAYLOAD_RULES.has(f.ruleId) || (f.decoded && isHiddenDecoding(f.decoded.layers) && SEVERITY_ORDER[f.severity] >= 3)) &&
      f.confidence >= 0.5,
  );
  const strongLure = strong.find((f) => f.ruleId === "drop-prereq-lure" && f.confidence >= 0.6);
  if (strongLure) reasons.push(`an install lure next to a payload source (${at(strongLure)})`);
  else if (lure && payload) reasons.push(`an install lure (${at(lure)}) combined with ${title(payload)} (${at(payload)})`);

  const hidden = strong.find(
    (f) => f.decoded?.layers.some((l) => HIDDEN_LAYERS.has(l)) && f.ruleId !== "obf-zero-width" && f.ruleId !== "obf-unicode-tags" && f.confidence >= 0.5,
  );
  if (hidden) reasons.push(`instructions hidden in invisible characters (${at(hidden)})`);

  const groups = new Set(
    strong
      .filter((f) => SEVERITY_ORDER[f.severity] >= 3 && f.confidence >= 0.6)
      .map((f) => ruleById(f.ruleId).group)
      .filter((g) => g !== "load-time execution" && g !== "obfuscation and hidden content"),
  );
  // Group names may contain "and" themselves: semicolons keep them apart.
  if (groups.size >= 3) reasons.push(`high-risk behaviour in ${groups.size} areas (${[...groups].join("; ")})`);

  const leading = [...strong].sort((a, b) => rank(b) - rank(a));
  if (reasons.length > 0) return { verdict: "malicious", reasons: [...new Set(reasons)], leading };
  if (strong.length > 0) return { verdict: "suspicious", reasons, leading };
  return { verdict: "clean", reasons, leading: [...findings].sort((a, b) => rank(b) - rank(a)) };
}
