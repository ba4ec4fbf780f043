// Scans one file: classify its bytes, report what cannot be read, split text into contextual lines,
// run line rules and whole-file checks. Nested zip/gzip/tar contents are scanned one level deep.
import { LIMITS } from "../config";
import { bytesToText, type DecodedText } from "../decode/text";
import type { DetectEnv, Line } from "../rules/types";
import { parseZipDirectory } from "../archive";
import { openArchive, type ArchiveBudget } from "./open-archive";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";
import { checkClipboardSwap, checkEmbeddedKeys } from "./file-checks";
import { checkRequirements } from "./dependency-typosquats";
import { checkGitRemotePush } from "./git-remote-push";
import { checkArchivePasswords, checkGates, checkBlankPadding, checkDownloadThenRun, checkLongScriptLines, checkLures, checkPackageJson } from "./file-checks";
import { classifyFile } from "./file-kind";
import { checkFlows } from "./flow";
import { markdownLines, scriptLines } from "./lines";
import { LINE_CUES, runJoined, runLines } from "./run-lines";
import { checkShell } from "./shell-checks";
import { dangerousGlobals, looksLikePickle, pickleGlobals } from "./pickle";
import { pycStrings } from "./pyc-strings";
import { bytecodeXorStrings, singleByteXorStrings } from "./binary-xor";
import { checkCode } from "./code-checks";
import { paragraphLines } from "./paragraphs";
import { markdownHiddenText } from "./markdown-hidden";
import { memoryPayload } from "./memory-payload";
import { checkMcpConfig } from "./mcp-servers";
import { checkPaymentRedirect } from "./payment-redirect";
import { AGENT_SETTINGS_LANG } from "../rules/persistence";

const SCRIPT_EXT =
  /\.(?:sh|bash|zsh|fish|ksh|ps1|psm1|psd1|bat|cmd|vbs|vbe|wsf|wsh|hta|jse|py|pyw|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl|pm|php|lua|go|rs|java|kt|kts|gradle|groovy|scala|sbt|swift|c|h|cpp|cs|csx|fsx|r|jl|nim|nims|zig|ex|exs|erl|dart|applescript|scpt|command|lobster)$/i;
/** Files that a build tool, editor, VCS or the OS runs or feeds to a shell when they are merely present,
 *  built or opened: their commands run, so they are read as scripts, wherever they sit in the bundle. */
const TOOL_EXT = /\.(?:targets|props|csproj|vbproj|fsproj|proj|cmake|tf|hcl|nix|gitconfig|url|scf|library-ms|searchconnector-ms|bzl|gemspec|cabal|rake)$/i;
const TOOL_NAME =
  /(?:^|\/)(?:CMakeLists\.txt|Jenkinsfile|Vagrantfile|Rakefile|Gemfile|Brewfile|Podfile|Fastfile|Taskfile|BUILD|BUILD\.bazel|WORKSPACE|meson\.build|\.gitconfig|gitconfig|\.gitmodules|\.npmrc|\.yarnrc|\.pnpmrc|\.Rprofile|Rprofile\.site|\.Renviron|desktop\.ini|autorun\.inf|\.envrc|\.bashrc|\.zshrc|\.profile|\.vimrc|init\.vim|\.exrc)$/i;
const CONFIG_EXT = /\.(?:json|jsonc|json5|ya?ml|toml|ini|cfg|conf|env|plist|service|desktop)$/i;
const MARKDOWN_EXT = /\.(?:md|markdown|mdx)$/i;

export type FileJob = {
  path: string;
  bytes: Uint8Array;
  isRootSkill: boolean;
  frontmatterEnd: number;
  depth: number;
  /** `bytesToText(bytes)` when the caller already has it (the root SKILL.md). */
  decoded?: DecodedText;
  /** An asset the skill's instructions copy into place (`cp assets/tasks.json .vscode/`): its commands will
   *  run there, so it is read as a script rather than as data. */
  installed?: boolean;
  /** Installed as a coding agent's settings file (`.claude/settings.json`, `mcp.json`): its lines are agent settings. */
  agentSettings?: boolean;
  /** Run by an interpreter somewhere in the skill (`make -f docs/x.txt`, `. "$DIR/assets/c.css"`, `python3 a.woff2`):
   *  read as that language's code, whatever its name says. */
  runAs?: string;
  /** The text of another file of the bundle by its base name (a shell script sources it), if there is one. */
  bundleFile?: (name: string) => string | undefined;
  /** Receives the file's lines when it is scanned as text (the root SKILL.md's manifest checks reuse them). */
  onLines?: (lines: readonly Line[]) => void;
};
/** What one scan may read: bytes per file, and inflated bytes/entries across every nested archive. */
export type ReadLimits = { maxFileBytes: number; archive: ArchiveBudget };

function langOf(path: string, firstLine: string): string {
  const shebang = /^#!\s{0,4}(?:\/usr)?\/bin\/(?:env\s{1,4})?([\w.-]{1,20})/.exec(firstLine);
  if (shebang) return (shebang[1] ?? "").replace(/[0-9.]+$/, "");
  const ext = /\.([\w]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  return ext;
}

function pathContext(path: string) {
  return /(?:^|\/)assets?\//i.test(path) ? "asset" : "reference";
}

export { SCRIPT_EXT };

export function textLines(job: FileJob, text: string): Line[] {
  const { path } = job;
  if (job.isRootSkill) return markdownLines(path, text, "prose", job.frontmatterEnd);
  if (MARKDOWN_EXT.test(path)) {
    let fmEnd = 0;
    if (/^(?:\uFEFF)?---\r?\n/.test(text)) {
      const close = text.indexOf("\n---", 4);
      if (close !== -1 && close < 20000) fmEnd = text.slice(0, close + 1).split("\n").length;
    }
    return markdownLines(path, text, pathContext(path), fmEnd);
  }
  const firstLine = text.slice(0, 200).split("\n")[0] ?? "";
  // A file the instructions put in place or feed to a command runs there, whatever its name.
  if (job.installed) return scriptLines(path, text, job.agentSettings ? AGENT_SETTINGS_LANG : (job.runAs ?? langOf(path, firstLine)), "script");
  if (TOOL_EXT.test(path) || TOOL_NAME.test(path)) return scriptLines(path, text, langOf(path, firstLine), "script");
  if (
    SCRIPT_EXT.test(path) ||
    firstLine.startsWith("#!") ||
    /(?:^|\/)(?:scripts|bin|hooks)\//i.test(path) ||
    CONFIG_EXT.test(path) ||
    /(?:^|\/)(?:Makefile|Dockerfile|Procfile)$/i.test(path)
  ) {
    const ctx = pathContext(path) === "asset" && !SCRIPT_EXT.test(path) && !job.installed ? "asset" : "script";
    return scriptLines(path, text, langOf(path, firstLine), ctx);
  }
  return scriptLines(path, text, "", pathContext(path));
}

function fileFinding(sink: Collector, ruleId: string, path: string, confidence: number, message: string, evidence = "") {
  sink.add({ ruleId, file: path, line: 1, column: 1, confidence, message, evidence, context: "asset" });
}

/** Printable ASCII runs inside binaries, scanned as asset text so URLs and commands in them still surface;
 *  UTF-16LE runs too (Windows shortcuts, PE resources and .NET strings store their text that way). */
function binaryStrings(path: string, bytes: Uint8Array): Line[] {
  const out: Line[] = utf16Strings(path, bytes);
  let start = -1;
  const n = bytes.length;
  for (let i = 0; i <= n; i++) {
    const b = i < n ? (bytes[i] ?? 0) : 0;
    const printable = b >= 32 && b < 127;
    if (printable && start < 0) start = i;
    if (!printable && start >= 0) {
      if (i - start >= 8) {
        let s = "";
        for (let k = start; k < i && k < start + 4096; k++) s += String.fromCharCode(bytes[k] ?? 32);
        out.push(stringLine(path, s, start));
      }
      start = -1;
    }
  }
  return out;
}

/** A string found in a binary, as a line of its own; `layer` says how it was recovered. */
function stringLine(path: string, s: string, offset: number, layer = "strings"): Line {
  return {
    file: path,
    n: 1,
    text: s,
    lower: s.toLowerCase(),
    context: "asset",
    lang: "",
    warned: false,
    quoted: false,
    comment: false,
    hidden: false,
    offset,
    decoded: { layers: [layer], text: s },
  };
}

function utf16Strings(path: string, bytes: Uint8Array): Line[] {
  const out: Line[] = [];
  for (const phase of [0, 1]) {
    let start = -1;
    let s = "";
    for (let i = phase; i + 1 <= bytes.length; i += 2) {
      const lo = i + 1 < bytes.length ? (bytes[i] ?? 0) : 0;
      const ok = i + 1 < bytes.length && bytes[i + 1] === 0 && lo >= 32 && lo < 127;
      if (ok) {
        if (start < 0) start = i;
        if (s.length < 4096) s += String.fromCharCode(lo);
      } else if (start >= 0) {
        if (s.length >= 8 && out.length < 4096) out.push(stringLine(path, s, start));
        start = -1;
        s = "";
      }
    }
    if (start >= 0 && s.length >= 8) out.push(stringLine(path, s, start));
  }
  return out;
}

export function scanFile(job: FileJob, env: DetectEnv, sink: Collector, limits: ReadLimits): number {
  const bytes = job.bytes;
  if (bytes.length > limits.maxFileBytes) {
    // Never a partial scan: what was not read could be anything (docs/decisions: unscanned bytes block).
    fileFinding(
      sink,
      "obf-oversize",
      job.path,
      0.95,
      `${bytes.length} bytes; the scanner reads files up to ${limits.maxFileBytes} bytes, so none of it was scanned`,
    );
    return 0;
  }
  const { kind, mismatch } = classifyFile(job.path, bytes);
  if (mismatch) fileFinding(sink, "obf-mismatched-type", job.path, 0.85, `File type mismatch: ${mismatch}`);
  if (kind.type === "executable") {
    fileFinding(sink, "load-binary", job.path, 0.9, `${kind.format} binary`);
    const strings = kind.format === "Python bytecode" ? pycStrings(bytes).map((s, k) => stringLine(job.path, s, k, "marshal")) : binaryStrings(job.path, bytes);
    // Strings hidden with XOR: a single-byte key anywhere, and JVM byte arrays XORed with a key array.
    const hidden = [...singleByteXorStrings(bytes), ...(kind.format.includes("Java class") ? bytecodeXorStrings(bytes) : [])];
    for (const [k, s] of hidden.entries()) strings.push(stringLine(job.path, s, k, "xor"));
    runLines(strings, env, sink, { budget: { bytes: 256 * 1024 } });
    return bytes.length;
  }
  if (kind.type === "media") return bytes.length;
  if (kind.type === "unknown-binary" && looksLikePickle(job.path, bytes)) {
    const globals = pickleGlobals(bytes);
    const bad = dangerousGlobals(globals);
    if (bad.length) fileFinding(sink, "load-unsafe-pickle", job.path, 0.95, `Pickle that calls ${bad.slice(0, 3).join(", ")} when loaded`, bad.join(" "));
    else
      fileFinding(
        sink,
        "load-unsafe-pickle",
        job.path,
        globals.length ? 0.3 : 0.25,
        `Pickle (runs code when loaded; imports ${globals.slice(0, 3).join(", ") || "nothing"})`,
      );
    runLines(binaryStrings(job.path, bytes), env, sink, { budget: { bytes: 256 * 1024 } });
    return bytes.length;
  }
  if (kind.type === "unknown-binary") {
    if (!mismatch) fileFinding(sink, "obf-unknown-binary", job.path, 0.8, "Binary data of unknown type");
    runLines(binaryStrings(job.path, bytes), env, sink, { budget: { bytes: 256 * 1024 } });
    return bytes.length;
  }
  if (kind.type === "archive") {
    // OOXML/ODF/EPUB are zip containers but documents (docs/decisions/004); only macros are reported.
    const doc = kind.format === "zip" ? officeDocument(bytes) : undefined;
    if (doc) {
      if (doc.macros.length) fileFinding(sink, "load-binary", job.path, 0.8, `Macro-enabled document (${doc.macros.slice(0, 3).join(", ")})`);
      return bytes.length;
    }
    scanArchive(job, bytes, kind.format, env, sink, limits);
    return bytes.length;
  }
  const decoded = job.decoded ?? bytesToText(bytes);
  if (decoded.encoding !== "utf-8")
    fileFinding(
      sink,
      "obf-non-utf8",
      job.path,
      0.8,
      decoded.encoding === "lossy" ? "Invalid UTF-8; scanned with replacement characters" : `Encoded as ${decoded.encoding.toUpperCase()}`,
    );
  const lines = textLines(job, decoded.text);
  job.onLines?.(lines);
  const before = sink.signals.length;
  const findingsBefore = sink.findings.length;
  const cues = new Int32Array(lines.length);
  runLines(lines, env, sink, { budget: { bytes: Math.max(LIMITS.decodedBytesPerFile, bytes.length) } }, cues);
  const joined = paragraphLines(lines);
  if (joined.length) runJoined(joined, env, sink);
  const unseen = markdownHiddenText(lines, cues);
  if (unseen.length) runLines(unseen, env, sink, { budget: { bytes: 64 * 1024 } });
  // What the instructions store in the agent's memory is read as the agent's own instructions.
  const leads: number[] = [];
  for (let k = findingsBefore; k < sink.findings.length; k++) {
    const f = sink.findings[k]!;
    if (f.ruleId === "persist-agent-memory" && f.file === job.path && (f.context === "prose" || f.context === "reference") && !f.decoded) leads.push(f.line);
  }
  if (leads.length) {
    const stored = memoryPayload(lines, leads);
    if (stored.length) runLines(stored, env, sink, { budget: { bytes: 64 * 1024 } });
  }
  checkShell(job.path, job.runAs ?? langOf(job.path, decoded.text.slice(0, 200).split("\n")[0] ?? ""), decoded.text, lines, env, sink, job.bundleFile);
  if (/[=(]/.test(decoded.text)) {
    // Commands the code runs through argument lists, written out as shell, are read by the shell reader.
    const argv = checkCode(lines, decoded.text, env, sink, cues);
    if (argv) checkShell(job.path, "sh", argv, lines, env, sink);
  }
  const signals = sink.signals.slice(before);
  signals.push(...checkArchivePasswords(lines, signals, sink));
  checkLures(lines, signals, sink);
  checkFlows(lines, signals, sink);
  checkDownloadThenRun(lines, signals, sink);
  checkGates(lines, signals, sink);
  checkGitRemotePush(lines, signals, sink);
  checkEmbeddedKeys(job.path, lines, sink);
  // The trigger pass saw clipboard words on some line (cue bits), or it did not run on these lines.
  let clipboard = cues.length === 0;
  for (let k = 0; k < cues.length && !clipboard; k++) clipboard = (cues[k]! & LINE_CUES.clipboard) !== 0;
  if (clipboard) checkClipboardSwap(job.path, lines, sink);
  checkPaymentRedirect(lines, sink);
  checkBlankPadding(lines, sink);
  checkLongScriptLines(job.path, lines, sink);
  checkPackageJson(job.path, decoded.text, sink);
  checkRequirements(job.path, decoded.text, sink);
  checkMcpConfig(job.path, decoded.text, sink, env.manifest.declaredEnv);
  return bytes.length;
}

function officeDocument(bytes: Uint8Array): { macros: string[] } | undefined {
  let names: string[];
  try {
    names = parseZipDirectory(bytes).map((e) => e.name ?? "");
  } catch {
    return undefined;
  }
  if (!names.includes("[Content_Types].xml") && names[0] !== "mimetype") return undefined;
  return { macros: names.filter((n) => /vbaProject\.bin$|\.bin$/i.test(n) && /vba|macro/i.test(n)) };
}

function scanArchive(job: FileJob, bytes: Uint8Array, format: string, env: DetectEnv, sink: Collector, limits: ReadLimits) {
  if (job.depth > 0) {
    fileFinding(sink, "obf-unscanned", job.path, 0.95, `${format} archive nested inside an archive is not opened`);
    return;
  }
  const archive = openArchive(bytes, format, job.path, limits.archive);
  const names = archive.listed;
  const listing = names.length ? `: ${names.slice(0, 8).join(", ")}${names.length > 8 ? ", …" : ""}` : "";
  const complete = archive.unscanned.length === 0;
  fileFinding(
    sink,
    "obf-nested-archive",
    job.path,
    complete ? 0.4 : 0.7,
    `Nested ${format} archive (${names.length} entr${names.length === 1 ? "y" : "ies"}${listing})`,
    excerpt(names.join(" "), 0, 120),
  );
  if (archive.encrypted.length)
    fileFinding(sink, "drop-password-archive", job.path, 0.9, `Encrypted archive entries: ${archive.encrypted.slice(0, 5).join(", ")}`);
  if (!complete)
    fileFinding(
      sink,
      "obf-unscanned",
      job.path,
      0.95,
      `Not scanned: ${archive.unscanned.slice(0, 4).join("; ")}${archive.unscanned.length > 4 ? ` (+${archive.unscanned.length - 4} more)` : ""}`,
    );
  for (const e of archive.entries) {
    scanFile({ path: `${job.path}!/${e.name}`, bytes: e.bytes, isRootSkill: false, frontmatterEnd: 0, depth: job.depth + 1 }, env, sink, limits);
  }
}
