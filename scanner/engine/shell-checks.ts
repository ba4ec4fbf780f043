// Reads a file's shell the way a shell would (scanner/shell) and reports what the line rules cannot
// see: remote content executed across lines, quotes, variables, heredocs and eval; and reruns every
// line rule on each command as the shell will run it, at the line where it starts.
import { judgeSource } from "../hosts";
import type { DetectEnv, Line } from "../rules/types";
import { analyzeShell, type RemoteExec } from "../shell/analyze";
import { newShellState } from "../shell/parse";
import type { Collector } from "./collector";
import { runLines } from "./run-lines";
import { checkCode } from "./code-checks";
import { shellChunks } from "./shell-chunks";

function lineAt(lines: readonly Line[], n: number, path: string): Line {
  const l = lines[n - 1];
  if (l && l.n === n) return l;
  return (
    lines.find((x) => x.n === n) ?? {
      file: path,
      n,
      text: "",
      lower: "",
      context: "script",
      lang: "",
      warned: false,
      quoted: false,
      comment: false,
      hidden: false,
      offset: 0,
    }
  );
}

function asLine(base: Line, text: string, layers: string[]): Line {
  return { ...base, text, lower: text.toLowerCase(), offset: 0, comment: false, decoded: { layers: ["shell", ...layers], text }, normalized: true };
}

function reportRemote(r: RemoteExec, lines: readonly Line[], path: string, env: DetectEnv, sink: Collector, downloaded: boolean): void {
  const text = `${r.fetch} → ${r.interp}`;
  const line = asLine(lineAt(lines, r.line, path), text, r.layers);
  const verdict = judgeSource(r.urls, env.trustedInstallerHosts);
  const host = r.urls[0]?.host ?? "a URL the scanner could not resolve";
  const how = downloaded
    ? `runs a file downloaded by "${r.fetch.slice(0, 120)}"`
    : `runs what "${r.fetch.slice(0, 120)}" fetches with ${r.interp} (${r.how.replace(/-/g, " ")})`;
  sink.signal("remote-fetch", line, 0, host);
  if (verdict === "untrusted") {
    sink.hit("exec-pipe-shell-untrusted", line, 0, text.length, 0.95, `Shell ${how}, from ${host}`);
    sink.signal("strong-drop", line, 0, "remote execution from " + host);
  } else if (verdict === "trusted") {
    if (!downloaded) sink.hit("exec-known-installer", line, 0, text.length, 0.9, `Runs the installer published at ${host}`);
  } else if (downloaded) {
    const release = r.urls.some((u) => u.host === "github.com" || u.host.endsWith("githubusercontent.com"));
    const prepared = r.how === "made-executable";
    sink.hit(
      "exec-download-run",
      line,
      0,
      text.length,
      release ? 0.35 : prepared ? 0.5 : 0.6,
      prepared ? `Makes a file downloaded by "${r.fetch.slice(0, 120)}" executable, from ${host}` : `Shell ${how}, from ${host}`,
    );
  } else {
    sink.hit("exec-pipe-shell", line, 0, text.length, 0.9, `Shell ${how}, from ${host}`);
  }
}

/** Shell with none of these reads the same as its lines: no variables, substitutions, continuations,
 *  heredocs, quote tricks, fetches or evaluators. Such chunks are left to the line rules (hot path). */
const INTERESTING =
  /[$\x60]|\\\r?$|[|&]\s*$|<<|\w["'][\w./-]*["']|["'][\w./-]*["']\w|\b(?:eval|source|rev|base64|xxd|printf|curl|wget|aria2c|xargs|nc|ncat|tr|alias)\b/m;

/** `source ./vars.sh`, `. "$here/lib/env.sh"`: a file of the bundle whose variables the script reads. */
const SOURCED =
  /(?:^|[;&|(]|\bthen|\bdo)\s{0,8}(?:source|\.)\s{1,4}["']?(?:[^\s"';|&]{0,200}\/)?([\w.-]{1,80}\.(?:sh|bash|zsh|env|conf|cfg|vars|inc|rc))["']?/gm;

const SOURCING_LANGS = new Set(["sh", "bash", "zsh", "ksh", "dash", "ash", "command", "bats"]);

export function checkShell(
  path: string,
  lang: string,
  text: string,
  lines: readonly Line[],
  env: DetectEnv,
  sink: Collector,
  bundleFile?: (name: string) => string | undefined,
): void {
  const chunks = shellChunks(path, lang, text, lines);
  if (chunks.length === 0) return;
  // One shell state per file: a variable set in one block is seen by the next (a script read top to bottom).
  const state = newShellState(Math.max(200_000, text.length * 8));
  // Files of the bundle it sources set variables first (their own findings are reported when they are scanned).
  // Only shell scripts source files this way (markdown prose is full of ". ").
  if (bundleFile && SOURCING_LANGS.has(lang) && (text.includes("source ") || text.includes("\n. ") || text.startsWith(". "))) {
    let n = 0;
    for (const m of text.matchAll(SOURCED)) {
      const body = m[1] !== path.slice(path.lastIndexOf("/") + 1) ? bundleFile(m[1]!) : undefined;
      if (body !== undefined && body.length <= 65536) analyzeShell(body, 1, state);
      if (++n >= 4) break;
    }
  }
  for (const chunk of chunks) {
    // A chunk that reads as its lines may still run a file an earlier chunk downloaded.
    if (state.downloads.size === 0 && !INTERESTING.test(chunk.text)) continue;
    const facts = analyzeShell(chunk.text, chunk.startLine, state);
    for (const r of facts.remote) reportRemote(r, lines, path, env, sink, false);
    for (const r of facts.downloadRuns) reportRemote(r, lines, path, env, sink, true);
    // Code given to python -c / node -e / ruby -e / perl -e is read as code of that language, at the line that runs it.
    for (const c of facts.inline) {
      const base = lineAt(lines, c.line, path);
      const codeLines = c.code.split("\n").map((t): Line => ({
        ...base,
        text: t,
        lower: t.toLowerCase(),
        context: "script",
        lang: c.lang,
        comment: false,
        offset: 0,
        decoded: { layers: ["shell", `${c.lang} code`], text: t },
        normalized: true,
      }));
      checkCode(codeLines, c.code, env, sink);
    }
    const normalized: Line[] = [];
    for (const r of facts.rendered) {
      if (!r.changed) continue;
      const base = lineAt(lines, r.line, path);
      if (r.text.trim() === base.text.trim()) continue;
      normalized.push(asLine(base, r.text, r.layers));
    }
    if (normalized.length) runLines(normalized, env, sink, { budget: { bytes: 256 * 1024 } });
  }
}
