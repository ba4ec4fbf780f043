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
import { runByInterpreter } from "./run-by-interpreter";
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
