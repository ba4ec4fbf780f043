// What parsed shell will do: which commands run content fetched from the network (piped, through
// -c/eval, heredocs, here-strings, process substitution, a variable, a downloaded file), and every
// command as the shell sees it after joining, unquoting and expanding, so line rules can read it.
// Code the shell would run from a literal (eval "…", sh -c "…", echo … | rev | sh) is parsed too.
import { findUrls, type UrlRef } from "../hosts";
import { literalFilter } from "./literal-output";
import { MAX_VALUE, newShellState, parseShell, renderCommand, renderList, type ShellState } from "./parse";
import type { Command, List, Sub, Word } from "./types";

export type RemoteExec = { line: number; how: string; interp: string; fetch: string; urls: readonly UrlRef[]; layers: string[] };
export type Rendered = { line: number; text: string; layers: string[]; changed: boolean };
/** Code handed to another language's interpreter as a literal (`node -e "…"`, `python3 -c '…'`). */
export type InlineCode = { line: number; lang: string; code: string };
export type ShellFacts = { remote: RemoteExec[]; downloadRuns: RemoteExec[]; rendered: Rendered[]; inline: InlineCode[] };

const WRAPPERS = new Set([
  "sudo",
  "doas",
  "env",
  "nohup",
  "exec",
  "command",
  "builtin",
  "time",
  "nice",
  "setsid",
  "timeout",
  "stdbuf",
  "ionice",
  "chronic",
  "caffeinate",
  "xargs",
  "busybox",
  "run0",
  "unbuffer",
]);
const FETCHERS = new Set([
  "curl",
  "wget",
  "fetch",
  "aria2c",
  "http",
  "https",
  "xh",
  "xhs",
  "lwp-request",
  "lwp-download",
  "GET",
  "wget2",
  "curlie",
  "iwr",
  "irm",
  "invoke-webrequest",
  "invoke-restmethod",
]);
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "yash", "tcsh", "csh"]);
const INTERPRETERS = new Set([
  ...SHELLS,
  "python",
  "python2",
  "python3",
  "py",
  "perl",
  "ruby",
  "node",
  "nodejs",
  "php",
  "pwsh",
  "powershell",
  "osascript",
  "bun",
  "deno",
  "tclsh",
  "lua",
  "iex",
  "invoke-expression",
  "source",
  ".",
  "eval",
  "Rscript",
  "jshell",
  "groovy",
]);
/** Commands that pass their input through (possibly transformed): fetched content stays fetched. */
const PASS = new Set([
  "tee",
  "cat",
  "tr",
  "sed",
  "awk",
  "gawk",
  "grep",
  "head",
  "tail",
  "base64",
  "b64",
  "gunzip",
  "zcat",
  "gzip",
  "xz",
  "unxz",
  "bzip2",
  "bunzip2",
  "zstd",
  "rev",
  "openssl",
  "dd",
  "sort",
  "uniq",
  "cut",
  "xxd",
  "iconv",
  "dos2unix",
  "perl",
  "fold",
  "col",
  "expand",
  "strings",
]);
const CODE_FLAG: Record<string, RegExp> = {
  shell: /^-[a-z]*c[a-z]*$/,
  python: /^-c$/,
  perl: /^-[a-z]*[eE]$/,
  ruby: /^-e$/,
  node: /^(?:-e|--eval|-p|--print)$/,
  php: /^-r$/,
  pwsh: /^-(?:c|command|e|enc|encodedcommand)$/i,
  osascript: /^-e$/,
  bun: /^-e$|^--eval$/,
  deno: /^eval$/,
};

function base(name: string): string {
  let b = name.slice(name.lastIndexOf("/") + 1);
  if (b.length >= 4 && b.charCodeAt(b.length - 4) === 46 && b.slice(-3).toLowerCase() === "exe") b = b.slice(0, -4);
  // The regexes only on names that can match them (hot path: called for every command word).
  if (b.startsWith("python") && /^python[0-9.]*$/.test(b)) return "python";
  const c = b.charCodeAt(0) | 0x20;
  return c === 112 && /^(?:pwsh|powershell)$/i.test(b) ? "pwsh" : b;
}

function family(name: string): string {
  if (SHELLS.has(name)) return "shell";
  if (name === "nodejs") return "node";
  return name;
}

/** The command behind wrappers (sudo -u x env A=b nohup bash …) and its arguments. */
export function unwrap(cmd: Command): { name: string; args: Word[]; at: number } | undefined {
  const words = cmd.words;
  let k = 0;
  while (k < words.length) {
    const n = base(words[k]!.value);
    if (!WRAPPERS.has(n) || (n === "busybox" && !words[k + 1])) break;
    k++;
    if (n === "timeout" && /^\d/.test(words[k]?.value ?? "")) k++;
    while (k < words.length && (words[k]!.value.startsWith("-") || (n === "env" && /^\w+=/.test(words[k]!.value)))) {
      const flag = words[k]!.value;
      k++;
      if ((n === "sudo" || n === "doas") && /^-[ugCDhpTr]$/.test(flag)) k++;
      if (n === "xargs" && /^-[IdEnLPs]$/.test(flag)) k++;
    }
  }
  const w = words[k];
  if (!w) return undefined;
  return { name: base(w.value), args: words.slice(k + 1), at: k };
}

function fetchUrls(args: readonly Word[], rendered: string): readonly UrlRef[] {
  const urls = findUrls(rendered);
  if (urls.length) return urls;
  // curl defaults to http:// for a bare host/path argument.
  for (const a of args) {
    if (/^[a-z0-9][a-z0-9.-]{1,200}\.[a-z]{2,24}(?::\d{1,5})?\/\S{0,500}$/i.test(a.value)) return findUrls("http://" + a.value);
  }
  return [];
}

type Stream = { kind: "fetch"; desc: string; urls: readonly UrlRef[] } | { kind: "literal"; value: string } | undefined;

function isFetch(name: string, args: readonly Word[]): boolean {
  if (FETCHERS.has(name)) return true;
  if ((name === "nc" || name === "ncat" || name === "netcat") && args.length >= 2 && args.every((a) => !/^-[elc]/.test(a.value))) return true;
  return false;
}

/** Where a fetch writes: undefined = stdout; otherwise the saved path. */
function fetchTarget(name: string, args: readonly Word[], cmd: Command): string | undefined {
  const vals = args.map((a) => a.value);
  const out = cmd.redirs.find((r) => (r.op === ">" || r.op === ">>" || r.op === ">|") && r.target)?.target?.value;
  if (out) return out;
  for (let k = 0; k < vals.length; k++) {
    const v = vals[k]!;
    if (name.startsWith("wget")) {
      if (v === "-O" || v === "--output-document") return vals[k + 1] === "-" ? undefined : vals[k + 1];
      if (/^-[a-zA-Z]*O-$/.test(v) || v === "-O-" || v === "--output-document=-") return undefined;
      if (/^-[a-zA-Z]*O$/.test(v)) return vals[k + 1] === "-" ? undefined : vals[k + 1];
      if (v.startsWith("--output-document=")) return v.slice(18);
      if (/^-[a-zA-Z]*O./.test(v)) return v.slice(v.indexOf("O") + 1);
    } else if (name === "curl") {
      if (v === "-o" || v === "--output" || /^-[a-zA-Z]*o$/.test(v)) return vals[k + 1] === "-" ? undefined : vals[k + 1];
      if (v.startsWith("--output=")) return v.slice(9);
      if (v === "-O" || v === "--remote-name" || /^-[a-zA-Z]*O[a-zA-Z]*$/.test(v)) {
        const url = vals.find((x) => /:\/\//.test(x));
        return url
          ? url
              .replace(/[?#].*$/, "")
              .split("/")
              .pop() || "index.html"
          : "download";
      }
    } else if (name === "aria2c" || name === "lwp-download") return vals.filter((x) => !x.startsWith("-")).pop();
  }
  if (name.startsWith("wget")) {
    const url = vals.find((x) => /:\/\//.test(x));
    return url
      ? url
          .replace(/[?#].*$/, "")
          .split("/")
          .pop() || "index.html"
      : undefined;
  }
  return undefined;
}

function norm(path: string): string {
  // As path.replace(/^\.\//, "").replace(/^"|"$/g, ""), without a regex per call (hot path).
  let p = path.startsWith("./") ? path.slice(2) : path;
  if (p.startsWith('"')) p = p.slice(1);
  if (p.endsWith('"')) p = p.slice(0, -1);
  return p;
}

/** Commands that take a downloaded file as an argument without running it. */
const NOT_RUN = new Set([
  "chmod",
  "chown",
  "rm",
  "mv",
  "cp",
  "ls",
  "cat",
  "sha256sum",
  "shasum",
  "md5sum",
  "tar",
  "unzip",
  "file",
  "less",
  "head",
  "gpg",
  "install",
  "stat",
  "test",
  "[",
  "echo",
]);

class Analyzer {
  readonly facts: ShellFacts = { remote: [], downloadRuns: [], rendered: [], inline: [] };
  private readonly downloads: ShellState["downloads"];
  constructor(private readonly st: ShellState) {
    this.downloads = st.downloads;
  }

  /** A substitution whose lists end in a fetch printing to stdout: the rendered fetch, else undefined. */
  readonly fetchOf = (sub: Sub): string | undefined => {
    for (const list of sub.lists) {
      for (const p of list.pipelines) {
        const s = this.stream(p, 0, []);
        if (s?.kind === "fetch") return s.desc;
      }
    }
    return undefined;
  };

  private subFetch(word: Word): { desc: string; urls: readonly UrlRef[] } | undefined {
    for (const s of word.subs) {
      if (s.value !== undefined) continue;
      const desc = this.fetchOf(s);
      if (desc) return { desc, urls: fetchUrls([], desc) };
    }
    const v = word.reads.find((r) => this.st.remote.has(r));
    if (v) {
      const desc = this.st.remote.get(v)!;
      return { desc, urls: fetchUrls([], desc) };
    }
    return undefined;
  }

  /** Runs the pipeline's data stream up to index `upto` (exclusive) and reports remote executions on the way. */
  private stream(p: readonly Command[], upto: number, layers: string[], report = false): Stream {
    let s: Stream;
    for (let k = 0; k < p.length; k++) {
      const cmd = p[k]!;
      const u = unwrap(cmd);
      if (!u) {
        s = undefined;
        continue;
      }
      const { name, args } = u;
      if (isFetch(name, args)) {
        const desc = renderCommand(cmd);
        s = fetchTarget(name, args, cmd) === undefined ? { kind: "fetch", desc, urls: fetchUrls(args, desc) } : undefined;
        continue;
      }
      const viaXargs = base(cmd.words[0]?.value ?? "") === "xargs" || cmd.words.slice(0, u.at).some((w) => base(w.value) === "xargs");
      if (k > 0 && INTERPRETERS.has(name) && s && (viaXargs || this.readsStdin(name, args, cmd))) {
        if (report && s.kind === "fetch") this.remote(p[0]!, name, "pipe", s.desc, s.urls, layers);
        if (report && s.kind === "literal" && family(name) === "shell") this.nested(s.value, cmd.line, [...layers, "shell-pipe"]);
        s = undefined;
        continue;
      }
      if (name === "echo" || name === "printf") {
        const f = args.map((a) => this.subFetch(a)).find(Boolean);
        if (f) s = { kind: "fetch", ...f };
        else if (args.every((a) => !a.dynamic)) s = { kind: "literal", value: literalOf(cmd) ?? "" };
        else s = undefined;
        continue;
      }
      if (k > 0 && s?.kind === "fetch") this.saves(name, args, cmd, s);
      if (k > 0 && PASS.has(name)) {
        if (s?.kind === "literal") {
          const v = literalFilter(cmd, s.value);
          s = v === undefined ? undefined : { kind: "literal", value: v };
        }
        continue;
      }
      if (name === "cat" && k === 0) {
        const here = cmd.redirs.find((r) => r.heredoc);
        s = here?.heredoc && !here.heredoc.subs.some((x) => x.value === undefined) ? { kind: "literal", value: here.heredoc.body } : undefined;
        continue;
      }
      s = undefined;
      if (k + 1 >= upto && upto > 0) break;
    }
    return s;
  }

  /** Fetched bytes written to disk further down a pipe: `| tee FILE`, `| gunzip > FILE`, `| tar x -C DIR`
   *  (a folder: whatever is run from inside it was downloaded). */
  private saves(name: string, args: readonly Word[], cmd: Command, s: { desc: string; urls: readonly UrlRef[] }): void {
    if (this.downloads.size >= 256) return;
    const entry = { desc: s.desc, urls: s.urls };
    const keep = (path: string) => {
      this.downloads.set(norm(path), entry);
      const m = /^(?:\/usr\/local\/bin|\/usr\/bin|\/bin|\/opt\/homebrew\/bin|(?:~|\$HOME)\/(?:\.local\/)?bin)\/([\w.-]{1,80})$/.exec(norm(path));
      if (m) this.downloads.set(m[1]!, entry);
    };
    const out = cmd.redirs.find((r) => (r.op === ">" || r.op === ">>" || r.op === ">|") && r.target && !r.target.value.startsWith("/dev/"));
    if (out?.target && PASS.has(name)) keep(out.target.value);
    if (name === "tee") for (const a of args) if (!a.value.startsWith("-") && !a.value.startsWith("/dev/")) keep(a.value);
    if (name === "tar" || name === "bsdtar") {
      const vals = args.map((a) => a.value);
      const at = vals.findIndex((v) => v === "-C" || v === "--directory");
      const dir = at !== -1 ? vals[at + 1] : vals.find((v) => v.startsWith("--directory="))?.slice(12);
      if (dir && dir !== "." && vals.some((v) => /^-?[a-zA-Z]*x/.test(v))) this.downloads.set(norm(dir).replace(/\/+$/, "") + "/", entry);
    }
  }

  /** A download saved into a folder (`| tar x -C DIR`) that holds `path`. */
  private fromDownloadedFolder(path: string): { desc: string; urls: readonly UrlRef[] } | undefined {
    const p = norm(path);
    if (!p.includes("/")) return undefined;
    for (const [k, v] of this.downloads) if (k.endsWith("/") && p.startsWith(k) && p.length > k.length) return v;
    return undefined;
  }

  private readsStdin(name: string, args: readonly Word[], cmd: Command): boolean {
    if (name === "eval" || name === "source" || name === ".") return false;
    if (cmd.redirs.some((r) => r.op.startsWith("<"))) return false;
    const fam = family(name);
    const flag = CODE_FLAG[fam];
    const positional = args.filter((a) => !a.value.startsWith("-") || a.value === "-");
    if (flag && args.some((a) => flag.test(a.value))) return false;
    if (fam === "pwsh") return !args.some((a) => /^-(?:file|f)$/i.test(a.value));
    return positional.length === 0 || positional[0]!.value === "-" || positional[0]!.value === "/dev/stdin";
  }

  private remote(cmd: Command, interp: string, how: string, desc: string, urls: readonly UrlRef[], layers: string[]): void {
    this.facts.remote.push({ line: cmd.line, how, interp, fetch: desc, urls, layers });
  }

  private nested(code: string, line: number, layers: string[]): void {
    if (layers.length > 4 || code.length > MAX_VALUE * 8) return;
    const lists = parseShell(code, line, this.st, layers.length, this.fetchOf);
    // Everything in the nested code is reported at the line that runs it.
    for (const l of lists) pin(l, line);
    this.lists(lists, layers, true);
  }

  /** Bounded work per file: lists rendered and analysed. */
  private budget = 20_000;

  lists(lists: readonly List[], layers: string[], nested: boolean): void {
    for (const list of lists) {
      if (--this.budget < 0) return;
      const text = renderList(list);
      this.facts.rendered.push({ line: list.line, text, layers, changed: nested || list.endLine > list.line || hasTricks(list) });
      for (const p of list.pipelines) this.pipeline(p, layers);
    }
  }

  private pipeline(p: readonly Command[], layers: string[]): void {
    this.stream(p, 0, layers, true);
    for (const cmd of p) this.command(cmd, layers);
  }

  private substitutions(w: Word, layers: string[]): void {
    for (const s of w.subs) this.lists(s.lists, [...layers, "substitution"], true);
  }

  private command(cmd: Command, layers: string[]): void {
    // Substitutions in words, assigned values and redirect targets, in that order (no arrays built per command).
    for (const w of cmd.words) this.substitutions(w, layers);
    for (const a of cmd.assigns) this.substitutions(a.value, layers);
    for (const r of cmd.redirs) if (r.target) this.substitutions(r.target, layers);
    const u = unwrap(cmd);
    if (!u) return;
    // `$(curl …)` or `` `curl …` `` as the command word: the shell runs what the fetch prints.
    const word = cmd.words[u.at]!;
    const printed = word.dynamic ? word.subs.find((x) => x.value === undefined && x.kind !== "<(" && x.kind !== ">(") : undefined;
    const runsFetched = printed ? this.fetchOf(printed) : undefined;
    if (runsFetched) this.remote(cmd, "sh", "command-substitution", runsFetched, fetchUrls([], runsFetched), layers);
    const { name, args } = u;
    if (isFetch(name, args)) {
      const target = fetchTarget(name, args, cmd);
      const desc = renderCommand(cmd);
      if (target && this.downloads.size < 256) {
        const entry = { desc, urls: fetchUrls(args, desc) };
        this.downloads.set(norm(target), entry);
        // Saved into a PATH folder: later it runs by its bare name.
        const m = /^(?:\/usr\/local\/bin|\/usr\/bin|\/bin|\/opt\/homebrew\/bin|(?:~|\$HOME)\/(?:\.local\/)?bin)\/([\w.-]{1,80})$/.exec(norm(target));
        if (m) this.downloads.set(m[1]!, entry);
      }
      return;
    }
    if (name === "chmod" && args.some((a) => /^(?:[ugoa]{0,3}\+[rwx]{0,2}x|[0-7]?[157][0-7]{2})$/.test(a.value))) {
      // Made executable: the intent to run it, even when the run is left to a service or a later step.
      for (const a of args) {
        const d = this.downloads.get(norm(a.value));
        if (d) this.facts.downloadRuns.push({ line: cmd.line, how: "made-executable", interp: "chmod", fetch: d.desc, urls: d.urls, layers });
      }
      return;
    }
    // A downloaded file run directly (./x, /tmp/x) or handed to an interpreter (bash /tmp/x).
    const self = this.downloads.get(norm(cmd.words[u.at]!.value)) ?? this.fromDownloadedFolder(cmd.words[u.at]!.value);
    const firstArg = args.find((a) => !a.value.startsWith("-"));
    const viaInterp = INTERPRETERS.has(name) && firstArg ? this.downloads.get(norm(firstArg.value)) : undefined;
    const ran = self && !NOT_RUN.has(name) ? self : viaInterp;
    if (ran) this.facts.downloadRuns.push({ line: cmd.line, how: "download-run", interp: name, fetch: ran.desc, urls: ran.urls, layers });
    if (!INTERPRETERS.has(name)) {
      this.writtenCode(cmd, name, args, layers);
      return;
    }
    const fam = family(name);
    // Code given as an argument: -c/-e/eval/source <(…)
    const flag = CODE_FLAG[fam];
    let code: Word[] = [];
    if (name === "eval" || name === "iex" || name === "invoke-expression") code = args;
    else if (flag) {
      const at = args.findIndex((a) => flag.test(a.value));
      if (at !== -1 && args[at + 1]) code = [args[at + 1]!];
    }
    if (name === "source" || name === "." || fam === "shell" || fam === "python" || fam === "node" || fam === "ruby" || fam === "perl") {
      const ps = args.find((a) => a.subs.some((s) => s.kind === "<("));
      if (ps) {
        const sub = ps.subs.find((s) => s.kind === "<(")!;
        const desc = this.fetchOf(sub);
        if (desc) this.remote(cmd, name, "process-substitution", desc, fetchUrls([], desc), layers);
      }
      const from = cmd.redirs.find((r) => r.op === "<" && r.target);
      if (from?.target?.subs.some((s) => s.kind === "<(")) {
        const desc = this.fetchOf(from.target.subs.find((s) => s.kind === "<(")!);
        if (desc) this.remote(cmd, name, "process-substitution", desc, fetchUrls([], desc), layers);
      }
      const local = from?.target ? this.downloads.get(norm(from.target.value)) : undefined;
      if (local) this.facts.downloadRuns.push({ line: cmd.line, how: "download-run", interp: name, fetch: local.desc, urls: local.urls, layers });
    }
    for (const w of code) {
      const f = this.subFetch(w);
      if (f) this.remote(cmd, name, name === "eval" ? "eval" : "code-argument", f.desc, f.urls, layers);
      else if (!w.dynamic && (fam === "shell" || name === "eval") && w.value.trim())
        this.nested(code.map((c) => c.value).join(" "), cmd.line, [...layers, name === "eval" ? "eval" : `${name} -c`]);
      else if (fam !== "shell" && name !== "eval" && w.value.trim() && this.facts.inline.length < 256)
        this.facts.inline.push({ line: cmd.line, lang: fam, code: w.value.slice(0, MAX_VALUE) });
      if (name === "eval") break;
    }
    for (const r of cmd.redirs) {
      if (r.heredoc) {
        const f = r.heredoc.subs.map((s) => (s.value === undefined ? this.fetchOf(s) : undefined)).find(Boolean);
        if (f) this.remote(cmd, name, "heredoc", f, fetchUrls([], f), layers);
        if (fam === "shell") this.nested(r.heredoc.body, r.heredoc.line, [...layers, "heredoc"]);
      } else if (r.op === "<<<" && r.target) {
        const f = this.subFetch(r.target);
        if (f) this.remote(cmd, name, "here-string", f.desc, f.urls, layers);
        else if (!r.target.dynamic && fam === "shell") this.nested(r.target.value, cmd.line, [...layers, "here-string"]);
      }
    }
  }

  /** `cat > ~/.x/preload.js <<'JS' … JS`, `tee hook.py <<EOF`: a heredoc written to a code file is code of
   *  that file's language (read like `node -e`), and one written to a shell script or startup file is shell. */
  private writtenCode(cmd: Command, name: string, args: Word[], layers: string[]): void {
    if (cmd.redirs.length === 0) return;
    const here = cmd.redirs.find((r) => r.heredoc)?.heredoc;
    if (!here || !here.body.trim()) return;
    const out = cmd.redirs.find((r) => (r.op === ">" || r.op === ">>" || r.op === ">|") && r.target)?.target?.value;
    const file = out ?? (name === "tee" ? args.find((a) => !a.value.startsWith("-"))?.value : undefined);
    if (!file) return;
    const ext = /\.([a-z]{1,4})$/i.exec(file)?.[1]?.toLowerCase() ?? "";
    const lang = CODE_FILE_LANG[ext];
    if (lang && this.facts.inline.length < 256) this.facts.inline.push({ line: here.line, lang, code: here.body.slice(0, MAX_VALUE) });
    else if (SHELL_FILE.test(file)) this.nested(here.body, here.line, [...layers, "heredoc"]);
  }
}

/** Languages of code files by extension: a heredoc written to one of them is that language's code. */
const CODE_FILE_LANG: Record<string, string> = { js: "node", mjs: "node", cjs: "node", ts: "node", py: "python", rb: "ruby", pl: "perl", php: "php" };
const SHELL_FILE = /\.(?:sh|bash|zsh|ksh)$|(?:^|\/)\.?(?:bashrc|zshrc|profile|bash_profile|zprofile|envrc)$/;

function pin(list: List, line: number): void {
  list.line = line;
  list.endLine = line;
  for (const p of list.pipelines) for (const c of p) c.line = c.endLine = line;
}

function hasTricks(list: List): boolean {
  return list.pipelines.some((p) => p.some((c) => c.words.some((w) => w.tricks.length > 0) || c.redirs.some((r) => r.heredoc) || c.assigns.length > 0));
}

function literalOf(cmd: Command): string | undefined {
  const [name, ...args] = cmd.words.map((w) => w.value);
  if (name === "echo") return args.filter((a, k) => !(k === 0 && /^-[neE]+$/.test(a))).join(" ");
  if (name === "printf") return args[0];
  return undefined;
}

/** Parses shell text (a script, a fenced block) and returns what it will do. */
export function analyzeShell(text: string, startLine: number, state: ShellState = newShellState()): ShellFacts {
  const a = new Analyzer(state);
  const lists = parseShell(text, startLine, state, 0, a.fetchOf);
  a.lists(lists, [], false);
  return a.facts;
}
