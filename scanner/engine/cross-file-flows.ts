// A credential read in one file and sent out by another that it calls (or that calls it) is the same
// exfiltration as on one line: diagnose.sh copies ~/.ssh, then runs upload.py, which posts the folder.
// "Calls" = names the other file (upload.py, ./send.sh) or imports it as a module (from helpers import,
// require('./send'), source ./lib.sh, require_relative 'x').
import { bytesToText } from "../decode/text";
import type { Signal } from "../rules/types";
import type { ScanInputFile } from "../types";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";
import { runsFile } from "./file-checks";

const SCRIPT = /\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|ps1|pl|php|lua)$/i;

function moduleName(path: string): { base: string; stem: string } {
  const base = path.slice(path.lastIndexOf("/") + 1);
  return { base, stem: base.replace(/\.[^.]+$/, "") };
}

function importPattern(stem: string): RegExp | null {
  if (stem.length < 3) return null;
  const s = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `\\bfrom\\s{1,3}\\.?${s}\\s{1,3}import\\b|\\bimport\\s{1,3}${s}\\b|require(?:_relative)?\\s{0,2}\\(?\\s{0,2}["'](?:\\.{1,2}\\/)+${s}(?:\\.\\w{1,4})?["']|\\bfrom\\s{1,3}["'](?:\\.{1,2}\\/)+${s}(?:\\.\\w{1,4})?["']|(?:source|\\.)\\s{1,3}["']?[\\w./$-]{0,80}${s}\\b`,
  );
}

/** A file saved by a download in one script and run by another (setup.sh fetches ~/.cache/x/agent,
 *  start.sh runs it): the same download-and-run as on one line, split so that no file shows both. */
function linkDownloadsToRuns(files: readonly ScanInputFile[], signals: readonly Signal[], text: (path: string) => string, sink: Collector): void {
  const downloads = signals.filter((s) => s.kind === "download-to" && SCRIPT.test(s.file)).slice(0, 64);
  for (const dl of downloads) {
    const [target = "", verdict = "unknown", host = "", release = ""] = dl.detail.split("\u0000");
    const file = target.replace(/^\.\//, "");
    // A bare name could be anything ("setup"): only a path names the same file in another script.
    if (!file.includes("/") || file.length < 5) continue;
    const run = runsFile(file);
    for (const other of files) {
      if (other.path === dl.file || !SCRIPT.test(other.path)) continue;
      const body = text(other.path);
      if (!body.includes(file)) continue;
      const lines = body.split("\n");
      const at = lines.findIndex((l) => l.length <= 4000 && l.includes(file) && run.test(l.trim()));
      if (at === -1) continue;
      const untrusted = verdict === "untrusted";
      sink.add({
        ruleId: untrusted ? "exec-pipe-shell-untrusted" : "exec-download-run",
        file: other.path,
        line: at + 1,
        column: 1,
        confidence: untrusted ? 0.95 : release === "release" ? 0.35 : 0.6,
        message: `Runs ${file}, downloaded from ${host || "the network"} by ${dl.file} (line ${dl.line})`,
        evidence: excerpt(lines[at]!, 0, 80),
        context: "script",
      });
      break;
    }
  }
}

export function linkCrossFileFlows(files: readonly ScanInputFile[], signals: readonly Signal[], sink: Collector): void {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const texts = new Map<string, string>();
  const text = (path: string) => {
    let t = texts.get(path);
    if (t === undefined) {
      const f = byPath.get(path);
      t = f && f.bytes.length <= 2 * 1024 * 1024 ? bytesToText(f.bytes).text : "";
      texts.set(path, t);
    }
    return t;
  };
  if (files.length > 1) linkDownloadsToRuns(files, signals, text, sink);
  linkCredentialsToSinks(signals, text, sink);
}

/** The names one script uses for others: file names it mentions, module stems it imports. */
type Mentions = { bases: Set<string>; stems: Set<string> };

// A name as scripts write it: a run of letters, digits, `_`, dots, `$` and `-` (paths split at `/`).
const NAME = /[\p{L}\p{N}_.$-]+/gu;
const ONE_NAME = /^[\p{L}\p{N}_.$-]+$/u;

/**
 * Which of `stems` a script mentions as a file name or imports as a module, read once: every
 * name in the text is looked up, and an import is confirmed by the import pattern on the few
 * characters around that name (the patterns span at most ~100 before it). Asking per pair of
 * files instead ran a RegExp over the whole text for every pair (999 scripts: 10⁶ scans).
 */
function mentionsOf(body: string, bases: ReadonlySet<string>, stems: ReadonlySet<string>, pattern: (stem: string) => RegExp | null): Mentions {
  const found: Mentions = { bases: new Set(), stems: new Set() };
  // A file name with a space or a sign in it is no single name: looked for as text, as before.
  for (const base of bases) if (!ONE_NAME.test(base) && body.includes(base)) found.bases.add(base);
  for (const m of body.matchAll(NAME)) {
    const name = m[0].replace(/^\.+/, "");
    if (bases.has(name)) found.bases.add(name);
    for (const stem of new Set([name, name.slice(0, Math.max(0, name.indexOf("."))) || name])) {
      if (found.stems.has(stem) || !stems.has(stem)) continue;
      const at = m.index + m[0].indexOf(stem);
      const around = body.slice(Math.max(0, at - 100), at + stem.length + 16);
      if (pattern(stem)?.test(around)) found.stems.add(stem);
    }
  }
  return found;
}

function linkCredentialsToSinks(signals: readonly Signal[], text: (path: string) => string, sink: Collector): void {
  const sources = signals.filter((s) => s.kind === "cred-source" && s.confidence >= 0.5 && SCRIPT.test(s.file));
  const sinks = signals.filter((s) => s.kind === "net-sink" && SCRIPT.test(s.file));
  if (sources.length === 0 || sinks.length === 0) return;
  // Files in the order of their first signal: the first send (in signal order) that a read in
  // another script it calls reaches is reported, with the first such read.
  const firstSource = new Map<string, Signal>();
  for (const s of sources) if (!firstSource.has(s.file)) firstSource.set(s.file, s);
  const firstSink = new Map<string, Signal>();
  for (const s of sinks) if (!firstSink.has(s.file)) firstSink.set(s.file, s);
  if (firstSource.size === 1 && firstSink.size === 1 && firstSource.has([...firstSink.keys()][0]!)) return;
  const involved = [...new Set([...firstSource.keys(), ...firstSink.keys()])];
  const bases = new Set(involved.map((f) => moduleName(f).base));
  const stems = new Set(involved.map((f) => moduleName(f).stem).filter((s) => s.length >= 3));
  const patterns = new Map<string, RegExp | null>();
  const pattern = (stem: string) => {
    if (!patterns.has(stem)) patterns.set(stem, importPattern(stem));
    return patterns.get(stem) ?? null;
  };
  const mentions = new Map(involved.map((f) => [f, mentionsOf(text(f), bases, stems, pattern)]));
  const references = (from: string, target: string) => {
    const m = mentions.get(from)!;
    const { base, stem } = moduleName(target);
    return m.bases.has(base) || m.stems.has(stem);
  };
  for (const out of firstSink.values()) {
    for (const src of firstSource.values()) {
      if (src.file === out.file || !(references(src.file, out.file) || references(out.file, src.file))) continue;
      const host = out.detail.split(/:(.*)/s)[1] ?? "";
      sink.add({
        ruleId: "exfil-credential-to-network",
        file: out.file,
        line: out.line,
        column: out.column,
        confidence: Math.round(Math.min(0.95, 0.85 * Math.min(1, src.confidence / 0.7)) * 100) / 100,
        message: `${src.detail} in ${src.file} (line ${src.line}) reaches the network in ${out.file}${host ? ` (${host})` : ""}, which it calls`,
        evidence: `${src.file}:${src.line} → ${out.file}:${out.line}`,
        context: out.context,
      });
      return;
    }
  }
}
