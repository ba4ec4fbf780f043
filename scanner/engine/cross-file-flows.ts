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

function importPattern(target: string): RegExp | null {
  const { stem } = moduleName(target);
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
  const texts = new Map<string, string>();
  const text = (path: string) => {
    let t = texts.get(path);
    if (t === undefined) {
      const f = files.find((x) => x.path === path);
      t = f && f.bytes.length <= 2 * 1024 * 1024 ? bytesToText(f.bytes).text : "";
      texts.set(path, t);
    }
    return t;
  };
  if (files.length > 1) linkDownloadsToRuns(files, signals, text, sink);
  linkCredentialsToSinks(signals, text, sink);
}

function linkCredentialsToSinks(signals: readonly Signal[], text: (path: string) => string, sink: Collector): void {
  const sources = signals.filter((s) => s.kind === "cred-source" && s.confidence >= 0.5);
  const sinks = signals.filter((s) => s.kind === "net-sink");
  if (sources.length === 0 || sinks.length === 0) return;
  const sourceFiles = new Set(sources.map((s) => s.file));
  const sinkFiles = new Set(sinks.map((s) => s.file));
  if ([...sourceFiles].every((f) => sinkFiles.has(f) && sinkFiles.size === 1)) return;
  // Whether one file calls another is asked once per pair of files (and each pattern built once per
  // file), not once per pair of signals: 20 small scripts with 30 credential reads and 60 sends each
  // once asked it 720,000 times, a fresh RegExp over the whole text each time (26 s for 54 KB).
  const patterns = new Map<string, RegExp | null>();
  const pattern = (target: string) => {
    if (!patterns.has(target)) patterns.set(target, importPattern(target));
    return patterns.get(target) ?? null;
  };
  const references = (from: string, target: string) => {
    const body = text(from);
    return body.includes(moduleName(target).base) || (pattern(target)?.test(body) ?? false);
  };
  const calls = new Map<string, boolean>();
  const linked = (a: string, b: string) => {
    const key = `${a}\0${b}`;
    let known = calls.get(key);
    if (known === undefined) calls.set(key, (known = references(a, b) || references(b, a)));
    return known;
  };
  for (const out of sinks) {
    for (const src of sources) {
      if (src.file === out.file || !SCRIPT.test(src.file) || !SCRIPT.test(out.file)) continue;
      if (!linked(src.file, out.file)) continue;
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
