// Whole-file checks that need more than one line: lures next to payloads, archive passwords,
// npm lifecycle scripts, blank-line padding and minified script lines.
import type { Line, Signal } from "../rules/types";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";
import { hasContent } from "./lines";
import { looksPlaceholder } from "../rules/helpers";
import { checkPackageDependencies } from "./dependency-typosquats";

const LURE_WINDOW = 15;

function lineText(lines: readonly Line[], n: number): string {
  return lines[n - 1]?.text ?? "";
}

export function checkLures(lines: readonly Line[], signals: readonly Signal[], sink: Collector): void {
  const lures = signals.filter((s) => s.kind === "lure" && !s.decoded);
  if (lures.length === 0) return;
  const strong = signals.filter((s) => s.kind === "strong-drop");
  const weak = signals.filter((s) => s.kind === "artifact");
  for (const lure of lures) {
    const s = strong.find((x) => x.file === lure.file && Math.abs(x.line - lure.line) <= LURE_WINDOW);
    const w = s ? undefined : weak.find((x) => x.file === lure.file && Math.abs(x.line - lure.line) <= LURE_WINDOW);
    const hit = s ?? w;
    if (!hit) continue;
    const base = s ? 0.9 : 0.45;
    const conf = base * Math.min(lure.confidence, hit.confidence);
    sink.add({
      ruleId: "drop-prereq-lure",
      file: lure.file,
      line: lure.line,
      column: lure.column,
      confidence: Math.round(conf * 100) / 100,
      message: `Prerequisite lure ("${lure.detail.slice(0, 60)}") next to ${hit.detail} (line ${hit.line})`,
      evidence: excerpt(lineText(lines, lure.line), lure.column - 1, lure.detail.length),
      context: lines[lure.line - 1]?.context ?? "prose",
    });
  }
}

const PLACEHOLDER_PW = /<[^>]{1,30}>|your|example|\*{3,}|x{3,}|\.\.\.|changeme|secret\b|password\b|\$\{?\w|\{\{/i;

/** Returns a strong-drop signal per archive password found, for the lure check. */
export function checkArchivePasswords(lines: readonly Line[], signals: readonly Signal[], sink: Collector): Signal[] {
  const found: Signal[] = [];
  const passwords = signals.filter((s) => s.kind === "password");
  if (passwords.length === 0) return found;
  const archives = signals.filter((s) => s.kind === "archive");
  for (const pw of passwords) {
    const value = pw.detail.replace(/^[^:=\-–]{0,20}(?:is|:|=|-|–)\s{0,3}/i, "");
    if (PLACEHOLDER_PW.test(value)) continue;
    const near = archives.find((a) => a.file === pw.file && Math.abs(a.line - pw.line) <= 4);
    if (!near) continue;
    const ctx = lines[pw.line - 1];
    if (ctx && (ctx.context === "script" || (ctx.context === "fenced" && !/zip|7z|rar|unzip/i.test(ctx.text)))) continue;
    sink.add({
      ruleId: "drop-password-archive",
      file: pw.file,
      line: pw.line,
      column: pw.column,
      confidence: Math.round(0.85 * pw.confidence * 100) / 100,
      message: `Archive password given (${pw.detail.slice(0, 40)}) near an archive download`,
      evidence: excerpt(lineText(lines, pw.line), pw.column - 1, pw.detail.length),
      context: ctx?.context ?? "prose",
    });
    found.push({ ...pw, kind: "strong-drop", detail: "password-protected archive" });
  }
  return found;
}

const PUBLIC_KEY = /\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)\s{1,4}(AAAA[0-9A-Za-z+/]{40,700}={0,3})/;

/** A public key embedded in the skill's own code, in a file that adds keys to authorized_keys: whoever
 *  holds the matching private key can log in to the machine (not the user's own key, which is read or
 *  generated at run time). */
export function checkEmbeddedKeys(path: string, lines: readonly Line[], sink: Collector): void {
  const write = sink.findings.find((f) => f.ruleId === "persist-authorized-keys" && f.file === path && (f.context === "script" || f.context === "fenced"));
  if (!write) return;
  for (const l of lines) {
    if ((l.context !== "script" && l.context !== "fenced") || !l.text.includes("AAAA")) continue;
    const m = PUBLIC_KEY.exec(l.text);
    if (!m || looksPlaceholder(m[0]) || /(.)\1{11}/.test(m[1]!)) continue;
    sink.add({
      ruleId: "persist-authorized-keys",
      file: path,
      line: write.line,
      column: write.column,
      confidence: 0.9,
      message: `Adds the SSH key written into the skill (line ${l.n}) to authorized_keys: its owner can log in to this machine`,
      evidence: excerpt(l.text, m.index, 80),
      context: write.context,
    });
    return;
  }
}

const CLIP_WRITE =
  /\b(?:pyperclip\.copy|clipboard\.(?:copy|write|writeText|writeSync|set_text|setText)|clipboardy\.write(?:Sync)?|Set-Clipboard|Clipboard\.SetText|SetClipboardData|pbcopy|xclip\b[^\n]{0,40}-i|xsel\b[^\n]{0,40}-i|wl-copy)\b/i;
/** A regex (or its source text) that recognises wallet addresses: bc1/1/3 for Bitcoin, 0x+40 hex for Ethereum, T for Tron. */
const ADDRESS_PATTERN =
  /\^?\(?bc1\||\[13\]|\bbc1\[|0x\[(?:a-fA-F0-9|0-9a-fA-F|a-f0-9|0-9a-f)\]\{40\}|\^T\[1-9A-HJ-NP|\[1-9A-HJ-NP-Za-km-z\]\{(?:25|26|32|33|43|44)/;
const WALLET_ADDRESS = /["'`](?:bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38,58}|0x[0-9a-fA-F]{40}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})["'`]/;

/** A clipper: clipboard writes in a file that recognises wallet addresses and holds one of its own. */
export function checkClipboardSwap(path: string, lines: readonly Line[], sink: Collector): void {
  // Addresses first (rare in text), then the pattern and the write.
  let address = false;
  for (const l of lines) if ((l.context === "script" || l.context === "fenced") && l.text.length <= 4000 && (address = WALLET_ADDRESS.test(l.text))) break;
  if (!address) return;
  let write: { line: Line; index: number; length: number } | undefined;
  let pattern = false;
  for (const l of lines) {
    if ((l.context !== "script" && l.context !== "fenced") || l.text.length > 4000) continue;
    if (!write) {
      const w = CLIP_WRITE.exec(l.text);
      if (w) write = { line: l, index: w.index, length: w[0].length };
    }
    pattern ||= ADDRESS_PATTERN.test(l.text);
  }
  if (write && pattern && address)
    sink.hit(
      "cred-clipboard-hijack",
      write.line,
      write.index,
      write.length,
      0.9,
      "Replaces wallet addresses the user copies with an address written into the skill",
    );
}

export function checkBlankPadding(lines: readonly Line[], sink: Collector): void {
  let run = 0;
  for (const l of lines) {
    if (!hasContent(l.text)) {
      run++;
      continue;
    }
    if (run >= 50) {
      sink.add({
        ruleId: "obf-padding",
        file: l.file,
        line: l.n,
        column: 1,
        confidence: 0.7,
        message: `${run} blank lines push this content out of view`,
        evidence: excerpt(l.text, 0, 40),
        context: l.context,
      });
    }
    run = 0;
  }
}

const DATA_FILE = /\.(?:json|jsonc|map|lock|svg|csv|tsv|xml|txt|md|markdown|html?|ya?ml)$/i;

export function checkLongScriptLines(path: string, lines: readonly Line[], sink: Collector): void {
  if (DATA_FILE.test(path)) return;
  for (const l of lines) {
    if (l.context !== "script" && l.context !== "asset") continue;
    if (l.text.length < 3000) continue;
    let ws = 0;
    const sample = l.text.length > 20000 ? l.text.slice(0, 20000) : l.text;
    for (let i = 0; i < sample.length; i++) if (sample.charCodeAt(i) === 32) ws++;
    if (ws / sample.length < 0.03) {
      sink.add({
        ruleId: "obf-packed-code",
        file: l.file,
        line: l.n,
        column: 1,
        confidence: 0.6,
        message: `${l.text.length}-character minified/packed line`,
        evidence: excerpt(l.text, 0, 60),
        context: l.context,
      });
      return;
    }
  }
}

const LIFECYCLE = ["preinstall", "install", "postinstall", "prepare", "prepublish", "preuninstall", "postuninstall", "prepack", "postpack"];

export function checkPackageJson(path: string, text: string, sink: Collector): void {
  if (!/(?:^|\/)package\.json$/i.test(path)) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  checkPackageDependencies(path, text, data, sink);
  const scripts = (data as { scripts?: unknown })?.scripts;
  if (typeof scripts !== "object" || scripts === null) return;
  const lines = text.split("\n");
  for (const name of LIFECYCLE) {
    const cmd = (scripts as Record<string, unknown>)[name];
    if (typeof cmd !== "string") continue;
    const i = lines.findIndex((l) => l.includes(`"${name}"`));
    const line = i + 1 || 1;
    sink.add({
      ruleId: "load-npm-lifecycle",
      file: path,
      line,
      column: Math.max(1, (lines[i] ?? "").indexOf(`"${name}"`) + 1),
      confidence: 0.85,
      message: `npm "${name}" script runs automatically: ${cmd.slice(0, 80)}`,
      evidence: excerpt(lines[i] ?? cmd, 0, 80),
      context: "script",
    });
  }
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A line that runs `file` (directly, through sudo/nohup/exec, a shell or interpreter, open, source). */
export function runsFile(file: string): RegExp {
  return new RegExp(
    `(?:^|[;&|(]\\s{0,3}|\\bthen\\s{1,3}|\\bdo\\s{1,3})\\s{0,8}(?:sudo\\s{1,3}|nohup\\s{1,3}|exec\\s{1,3}|start\\s{1,3}(?:""\\s{1,3})?|call\\s{1,3}|(?:ba|z|da)?sh\\s{1,3}|python3?\\s{1,3}|node\\s{1,3}|open\\s{1,3}|source\\s{1,3}|\\.\\s{1,3})?["']?(?:\\./)?${escapeRe(file)}["']?(?:\\s|$|&|;|\\))`,
  );
}

/** `curl -o /tmp/x URL` followed within a few lines by running /tmp/x (the one-line form is a line rule). */
export function checkDownloadThenRun(lines: readonly Line[], signals: readonly Signal[], sink: Collector): void {
  for (const dl of signals) {
    if (dl.kind !== "download-to") continue;
    const [target = "", verdict = "unknown", host = "", release = ""] = dl.detail.split("\u0000");
    const file = target.replace(/^\.\//, "");
    const run = runsFile(file);
    for (let n = dl.line + 1; n <= Math.min(lines.length, dl.line + 6); n++) {
      const l = lines[n - 1];
      if (!l || l.file !== dl.file || (l.context !== "script" && l.context !== "fenced")) continue;
      if (!l.text.includes(file) || !run.test(l.text)) continue;
      const untrusted = verdict === "untrusted";
      sink.add({
        ruleId: untrusted ? "exec-pipe-shell-untrusted" : "exec-download-run",
        file: l.file,
        line: l.n,
        column: 1,
        confidence: untrusted ? 0.95 : release ? 0.35 : 0.6,
        message: `Runs ${file}, downloaded from ${host || "the network"} on line ${dl.line}`,
        evidence: excerpt(l.text, 0, 80),
        context: l.context,
      });
      break;
    }
  }
}

/** A time/CI/environment condition followed within a few lines by a download, remote run or send. */
export function checkGates(lines: readonly Line[], signals: readonly Signal[], sink: Collector): void {
  const gates = signals.filter((s) => s.kind === "gate");
  if (gates.length === 0) return;
  const payloads: Array<{ file: string; line: number; what: string }> = signals
    .filter((s) => s.kind === "remote-fetch" || s.kind === "net-sink" || s.kind === "strong-drop")
    .map((s) => ({ file: s.file, line: s.line, what: "a network action" }));
  // A logic bomb: the condition guards destruction rather than a request.
  for (const f of sink.findings)
    if (f.ruleId === "exec-destructive" && f.file === gates[0]!.file && f.confidence >= 0.5)
      payloads.push({ file: f.file, line: f.line, what: "a destructive command" });
  for (const g of gates) {
    const p = payloads.find((x) => x.file === g.file && x.line >= g.line && x.line - g.line <= 4);
    if (!p) continue;
    sink.add({
      ruleId: "supply-gated-payload",
      file: g.file,
      line: g.line,
      column: g.column,
      confidence: Math.round(0.8 * g.confidence * 100) / 100,
      message: `Condition "${g.detail}" guards ${p.what} on line ${p.line}`,
      evidence: excerpt(lineText(lines, g.line), g.column - 1, g.detail.length),
      context: lines[g.line - 1]?.context ?? "script",
    });
    return;
  }
}
