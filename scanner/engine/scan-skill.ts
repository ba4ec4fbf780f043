// scanSkill: the whole bundle in, one explained report out. Pure: bytes in memory, no I/O.
import { DEFAULT_MAX_ARCHIVE_BYTES, DEFAULT_MAX_FILE_BYTES, DEFAULT_TRUSTED_INSTALLER_HOSTS, LIMITS } from "../config";
import { bytesToText } from "../decode/text";
import type { DetectEnv, Line } from "../rules/types";
import { SEVERITY_ORDER, type Finding, type ScanInputFile, type ScanOptions, type ScanReport } from "../types";
import { SCANNER_VERSION } from "../version";
import { Collector } from "./collector";
import { explain, summarize } from "./explain";
import { checkManifest } from "./manifest-checks";
import { emptyManifest, parseManifest } from "./manifest";
import { SCRIPT_EXT, scanFile, textLines, type FileJob, type ReadLimits } from "./scan-file";
import type { DecodedText } from "../decode/text";
import { judge } from "./verdict";
import { pycStrings, stringsMissingFromSource } from "./pyc-strings";
import { linkCrossFileFlows } from "./cross-file-flows";
import { checkTyposquatName } from "../rules/supply";
import { excerpt } from "./evidence";
import { AGENT_SETTINGS_FILE } from "../rules/persistence";

const SOURCE_EXT = /\.(?:c|cc|cpp|h|go|rs|zig|py|swift|java|kt|cs|ts|js)$/i;
/** What a compiled file of each kind is compiled from: a `.js` next to a `.wasm` is its loader, not its source. */
function sourceOf(binary: string): RegExp {
  if (/\.wasm$/i.test(binary)) return /\.(?:c|cc|cpp|rs|zig|go|wat|ts)$/i;
  if (/\.class$/i.test(binary)) return /\.(?:java|kt|scala|groovy)$/i;
  if (/\.pyc$/i.test(binary)) return /\.py$/i;
  if (/\.(?:exe|dll)$/i.test(binary)) return /\.(?:c|cc|cpp|cs|go|rs|zig)$/i;
  return SOURCE_EXT;
}

function findRootSkill(files: readonly ScanInputFile[]): ScanInputFile | undefined {
  let best: ScanInputFile | undefined;
  for (const f of files) {
    if (!/(?:^|\/)skill\.md$/i.test(f.path)) continue;
    if (!best || f.path.split("/").length < best.path.split("/").length) best = f;
  }
  return best;
}

function now(): number {
  return typeof performance !== "undefined" ? performance.now() : Date.now();
}

/** A compiled file next to its own source is reviewable; without one it is opaque. A .pyc is only
 *  "its source" compiled if every string constant it holds appears in that source. */
function softenBinariesWithSource(findings: Finding[], files: readonly ScanInputFile[]): void {
  for (const f of findings) {
    if (f.ruleId !== "load-binary" || f.file.includes("!/")) continue;
    const base = (
      f.file
        .replace(/\.[^./]+$/, "")
        .split("/")
        .pop() ?? ""
    ).replace(/\.(?:cpython|pypy)[\w-]{0,20}$/, "");
    const source = base
      ? files.find((p) => p.path !== f.file && sourceOf(f.file).test(p.path) && (p.path.split("/").pop() ?? "").replace(/\.[^.]+$/, "") === base)
      : undefined;
    if (!source) continue;
    if (/\.pyc$/i.test(f.file)) {
      const pyc = files.find((p) => p.path === f.file);
      const missing = pyc ? stringsMissingFromSource(pycStrings(pyc.bytes), bytesToText(source.bytes).text) : [];
      if (missing.length) {
        f.confidence = 0.9;
        f.message = `Compiled file does not match ${source.path}: it holds ${missing
          .slice(0, 2)
          .map((s) => JSON.stringify(s.slice(0, 60)))
          .join(", ")} that the source does not`;
        continue;
      }
    }
    f.confidence = 0.3;
    f.message += ` (its source ${source.path} is in the bundle)`;
  }
}

/** A copy/install verb and a bundle path on one line of SKILL.md ("Copy `assets/tasks.json` to
 *  `.vscode/tasks.json`", `cp assets/hook.sh .git/hooks/pre-commit`), or a command fed the file's content
 *  (`git config core.sshCommand "$(cat ssh-command.txt)"`, `git config include.path …/theme.gitconfig`). */
const INSTALL_VERB =
  /\b(?:copy|cp|install|move|mv|place|put|save|write|link|ln|symlink|drop|add|cat|source|include|import|load|merge|apply|open|launch|double-click)\b/i;
const MARKDOWN_PATH = /\.(?:md|markdown|mdx)$/i;

/** Files the root SKILL.md tells the agent to put in place or feed to a command: their commands run where
 *  they land, so they are read as scripts rather than as data or documentation. */
function installedAssets(files: readonly ScanInputFile[], rootText: string): Map<string, { agentSettings: boolean }> {
  const out = new Map<string, { agentSettings: boolean }>();
  const candidates = files.filter((f) => !MARKDOWN_PATH.test(f.path) && !/(?:^|\/)skill\.md$/i.test(f.path));
  if (candidates.length === 0 || candidates.length > 256) return out;
  // Each file is looked for by its path below the skill and by its base name when that is distinctive.
  const names = candidates.map((f) => {
    const rel = f.path.replace(/^.*?((?:assets?|references?|scripts?|templates?|config)\/)/i, "$1");
    const base = f.path.slice(f.path.lastIndexOf("/") + 1);
    return { path: f.path, rel, base: base.length >= 6 && base.includes(".") ? base : rel };
  });
  let budget = 200; // lines read against every file: bounded whatever the bundle holds
  for (const line of rootText.split("\n", 20000)) {
    if (line.length > 4000 || !INSTALL_VERB.test(line)) continue;
    if (--budget < 0) break;
    for (const n of names) {
      if (!line.includes(n.rel) && !line.includes(n.base)) continue;
      // Installed as an agent's settings ("Copy assets/settings.json to .claude/settings.json"): read as such.
      const rest = line.includes(n.rel) ? line.split(n.rel).join(" ") : line.replace(n.base, " ");
      out.set(n.path, { agentSettings: (out.get(n.path)?.agentSettings ?? false) || AGENT_SETTINGS_FILE.test(rest) });
    }
  }
  return out;
}

/** An interpreter given a file (`make -f docs/x.txt`, `. "$DIR/assets/c.css"`, `python3 assets/font.woff2`),
 *  read right before a mention of a bundle file's name (the window ends with the name): the interpreter, and
 *  the path as written (it may start with a variable or `./`). */
const RUN_BY =
  /(?:^|[\s;&|(`"'])(?:sudo[ \t]{1,4})?(make[ \t]{1,4}(?:-[\w-]{1,20}[ \t]{1,4}){0,4}-f[ \t]{0,4}|(?:ba|z|k|da)?sh[ \t]{1,4}(?:-[a-z]{1,4}[ \t]{1,4}){0,3}|source[ \t]{1,4}|\.[ \t]{1,4}|python[0-9.]{0,4}[ \t]{1,4}(?:-[a-zA-Z]{1,3}[ \t]{1,4}){0,3}|node[ \t]{1,4}|ruby[ \t]{1,4}|perl[ \t]{1,4}|php[ \t]{1,4}|Rscript[ \t]{1,4}|osascript[ \t]{1,4}(?:-l[ \t]{1,4}\w{1,20}[ \t]{1,4})?|(?:pwsh|powershell)(?:\.exe)?[ \t]{1,4}(?:-\w{1,20}[ \t]{1,4}){0,4}-(?:File|f)[ \t]{1,4})["']?([^\s"'`;&|)]{0,200})$/;

function runLang(interp: string): string {
  const w = interp.trim().split(/\s/)[0]!;
  if (w === "make") return "make";
  if (/^python/.test(w)) return "py";
  if (w === "node") return "js";
  if (w === "ruby") return "rb";
  if (w === "perl") return "pl";
  if (w === "php") return "php";
  if (w === "Rscript") return "r";
  if (w === "osascript") return /-l\s{1,4}JavaScript/i.test(interp) ? "js" : "applescript";
  if (/^(?:pwsh|powershell)/i.test(w)) return "ps1";
  return "sh";
}

/** Extensions that already say a language: a .py run by python is read as Python anyway. */
const SAME_LANG: Record<string, readonly string[]> = {
  make: ["mk"],
  py: ["py", "pyw"],
  js: ["js", "mjs", "cjs"],
  rb: ["rb"],
  pl: ["pl", "pm"],
  php: ["php"],
  r: ["r"],
  applescript: ["applescript", "scpt"],
  ps1: ["ps1", "psm1"],
  sh: ["sh", "bash", "zsh", "ksh"],
};

/** Files that the skill's own instructions or scripts hand to an interpreter, with the language it reads them
 *  as: a Makefile named `.txt`, shell named `.css` and sourced, a zip app named `.woff2` run by python. The root
 *  SKILL.md and every script are read for such calls (`texts`), only where they mention a bundle file's name. */
function runByInterpreter(files: readonly ScanInputFile[], texts: ReadonlyArray<{ path: string; text: string }>): Map<string, string> {
  const out = new Map<string, string>();
  const byBase = new Map<string, Array<{ path: string; ext: string }>>();
  for (const f of files) {
    // Files whose names already make them code or documentation are read as such; the rest may be run.
    if (/(?:^|\/)skill\.md$/i.test(f.path) || SCRIPT_EXT.test(f.path) || MARKDOWN_PATH.test(f.path)) continue;
    const base = f.path.slice(f.path.lastIndexOf("/") + 1);
    if (base.length < 3 || !base.includes(".")) continue;
    const list = byBase.get(base) ?? [];
    list.push({ path: f.path, ext: /\.([\w]+)$/.exec(f.path)?.[1]?.toLowerCase() ?? "" });
    byBase.set(base, list);
  }
  if (byBase.size === 0) return out;
  const bases = [...byBase.keys()];
  for (const { path, text } of texts) {
    // Where the text names a bundle file: found by searching for each name while they are few, else by one
    // pass over the text's words (either way linear in the text).
    const mentions: Array<{ base: string; end: number }> = [];
    if (bases.length <= 16) {
      for (const base of bases)
        for (let from = 0, k = 0; k < 16; k++) {
          const i = text.indexOf(base, from);
          if (i === -1) break;
          from = i + base.length;
          mentions.push({ base, end: from });
        }
    } else {
      PATH_WORD.lastIndex = 0;
      for (const w of text.matchAll(PATH_WORD)) {
        const word = w[0]!;
        const base = word.slice(word.lastIndexOf("/") + 1);
        if (byBase.has(base) && mentions.length < 4096) mentions.push({ base, end: (w.index ?? 0) + word.length });
      }
    }
    for (const { base, end } of mentions) {
      const same = byBase.get(base)!;
      const m = RUN_BY.exec(text.slice(Math.max(0, end - base.length - 200), end));
      if (!m) continue;
      const arg = m[2]!.replace(/^(?:\$\{?\w{1,40}\}?|\.{1,2}|~)?\/+/, "").replace(/^\.\//, "");
      for (const n of same) {
        if (n.path === path || out.has(n.path) || !(n.path === arg || n.path.endsWith("/" + arg))) continue;
        const lang = runLang(m[1]!);
        if (!(SAME_LANG[lang] ?? []).includes(n.ext)) out.set(n.path, lang);
      }
    }
  }
  return out;
}

/** Words between separators (each character read once): what could name a bundle file. */
const PATH_WORD = /[^\s"'`;&|()<>]{3,400}/g;

export function scanSkill(input: { files: ScanInputFile[]; options?: ScanOptions }): ScanReport {
  const started = now();
  const options = input.options ?? {};
  const files = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const root = findRootSkill(files);
  const ROOT_READ = 1024 * 1024;
  const rootDecoded = root ? bytesToText(root.bytes.subarray(0, ROOT_READ)) : undefined;
  const rootText = rootDecoded?.text ?? "";
  /** A root within ROOT_READ is decoded and split once, for the scan and for the manifest checks. */
  const rootWhole = !!root && root.bytes.length <= ROOT_READ;
  let rootLines: readonly Line[] | undefined;
  const manifest = root ? parseManifest(rootText) : emptyManifest();
  const env: DetectEnv = {
    trustedInstallerHosts: options.trustedInstallerHosts ?? DEFAULT_TRUSTED_INSTALLER_HOSTS,
    popularSkills: options.popularSkills ?? [],
    manifest,
  };
  const limits: ReadLimits = {
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    archive: { bytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES, entries: LIMITS.archiveEntries },
  };
  const sink = new Collector();
  const installed = installedAssets(files, rootText);
  // Scripts are decoded here once (and handed to scanFile) when the bundle has files they might run.
  const scriptTexts = new Map<string, DecodedText>();
  if (files.length > 1 && files.length <= 256) {
    for (const f of files) {
      if (f === root || f.bytes.length > 512 * 1024 || !(SCRIPT_EXT.test(f.path) || (f.bytes[0] === 0x23 && f.bytes[1] === 0x21))) continue;
      scriptTexts.set(f.path, bytesToText(f.bytes));
    }
  }
  const runAs = runByInterpreter(files, [
    ...(root ? [{ path: root.path, text: rootText }] : []),
    ...[...scriptTexts].map(([path, d]) => ({ path, text: d.text })),
  ]);
  // Shell scripts may source another file of the bundle: its text by base name, decoded once when asked.
  const byBase = new Map<string, ScanInputFile>();
  for (const f of files) if (f.bytes.length <= 65536) byBase.set(f.path.slice(f.path.lastIndexOf("/") + 1), f);
  const bundleFile = (name: string) => {
    const f = byBase.get(name);
    return f ? bytesToText(f.bytes).text : undefined;
  };
  let bytes = 0;
  for (const f of files) {
    const isRoot = f === root;
    bytes += f.bytes.length;
    const job: FileJob = { path: f.path, bytes: f.bytes, isRootSkill: isRoot, frontmatterEnd: isRoot ? manifest.endLine : 0, depth: 0, bundleFile };
    const inst = installed.get(f.path);
    if (inst) {
      job.installed = true;
      if (inst.agentSettings) job.agentSettings = true;
    }
    const lang = runAs.get(f.path);
    if (lang) {
      job.installed = true;
      job.runAs = lang;
    }
    const pre = scriptTexts.get(f.path);
    if (pre) job.decoded = pre;
    if (isRoot && rootWhole) {
      job.decoded = rootDecoded;
      job.onLines = (lines) => (rootLines = lines);
    }
    scanFile(job, env, sink, limits);
  }
  linkCrossFileFlows(files, sink.signals, sink);
  if (root) {
    const lines = rootLines ?? textLines({ path: root.path, bytes: root.bytes, isRootSkill: true, frontmatterEnd: manifest.endLine, depth: 0 }, rootText);
    checkManifest(root.path, lines, manifest, sink);
    const squatted = checkTyposquatName(manifest.name, env);
    if (squatted) {
      const at = lines.find((l) => l.n <= manifest.endLine && /^\s{0,4}name\s{0,2}:/.test(l.text));
      sink.add({
        ruleId: "supply-typosquat-name",
        file: root.path,
        line: at?.n ?? 1,
        column: 1,
        confidence: 0.6,
        message: `Named "${manifest.name}", a look-alike of the popular skill "${squatted}"`,
        evidence: excerpt(at?.text ?? manifest.name, 0, 60),
        context: "frontmatter",
      });
    }
  } else {
    sink.add({
      ruleId: "load-frontmatter-invalid",
      file: "SKILL.md",
      line: 1,
      column: 1,
      confidence: 0.9,
      message: "The bundle has no SKILL.md",
      evidence: "",
      context: "frontmatter",
    });
  }
  const findings = sink.findings;
  softenBinariesWithSource(findings, files);
  findings.sort(
    (a, b) =>
      SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity] ||
      b.confidence - a.confidence ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
  const j = judge(findings);
  return {
    scannerVersion: SCANNER_VERSION,
    verdict: j.verdict,
    summary: summarize(j, findings, files.length) + (sink.suppressed ? ` (${sink.suppressed} repeated findings not listed)` : ""),
    explanation: explain(j, findings, files.length),
    findings,
    stats: { files: files.length, bytes, durationMs: Math.round((now() - started) * 100) / 100 },
  };
}
