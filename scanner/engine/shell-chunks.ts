// Which parts of a file are shell the way a shell would read them: a whole shell script, each
// shell (or unlabelled) fenced block in markdown, Dockerfile RUN steps, Makefile/justfile recipes,
// package.json scripts. Each chunk keeps its first line so findings point at the original text.
import { isMap, isPair, isScalar, isSeq } from "yaml";
import type { Line } from "../rules/types";
import { INDENTED_CODE } from "./lines";
import { FRONTMATTER_LIMITS, parseUntrustedYaml } from "../yaml";

export type ShellChunk = { text: string; startLine: number };

const SHELL_LANGS = new Set([
  "sh",
  "bash",
  "shell",
  "zsh",
  "ksh",
  "dash",
  "ash",
  "console",
  "shell-session",
  "shellsession",
  "terminal",
  "command",
  "shellscript",
  "sh-session",
  "bash-session",
  "cli",
  "",
]);
const SHELL_SCRIPT = new Set(["sh", "bash", "zsh", "ksh", "dash", "ash", "mksh", "command", "bats"]);
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;
const PROMPT = /^(\s{0,8})(?:\$|%|❯|➜)\s(?=\S)/;

function stripPrompts(lines: readonly string[]): string[] {
  return lines.map((l) => l.replace(PROMPT, "$1"));
}

function markdownChunks(lines: readonly Line[]): ShellChunk[] {
  const out: ShellChunk[] = [];
  let k = 0;
  while (k < lines.length) {
    const l = lines[k]!;
    if (l.context === "fenced" && l.lang === INDENTED_CODE) {
      let j = k;
      while (j < lines.length && lines[j]!.context === "fenced" && lines[j]!.lang === INDENTED_CODE) j++;
      out.push({ text: stripPrompts(lines.slice(k, j).map((x) => x.text.replace(/^(?: {4}|\t)/, ""))).join("\n"), startLine: l.n });
      k = j;
      continue;
    }
    if (l.context !== "fenced" || !FENCE.test(l.text)) {
      k++;
      continue;
    }
    const lang = l.lang.split(/[\s,{]/)[0] ?? "";
    let j = k + 1;
    while (
      j < lines.length &&
      lines[j]!.context === "fenced" &&
      !(FENCE.test(lines[j]!.text) && lines[j]!.text.trim().length < 64 && /^[\s`~]*$/.test(lines[j]!.text))
    )
      j++;
    if (SHELL_LANGS.has(lang) && j > k + 1) out.push({ text: stripPrompts(lines.slice(k + 1, j).map((x) => x.text)).join("\n"), startLine: lines[k + 1]!.n });
    k = j + 1;
  }
  return out;
}

const DOCKER_ADD_URL = /^\s{0,8}ADD\s{1,8}((?:--[\w-]{1,20}=\S{1,200}\s{1,8}){0,4})(https?:\/\/\S{1,2000})\s{1,8}(\S{1,400})\s{0,8}$/i;

function dockerfile(text: string): ShellChunk[] {
  // Keep line numbers: non-RUN instructions become blank lines; RUN loses its keyword.
  let inRun = false;
  const kept = text.split("\n").map((l) => {
    // ADD <url> <dest> downloads at build time: read it as the download it is, so a later RUN of
    // <dest> is a downloaded file run. A pinned --checksum is verified by the builder.
    const add = inRun ? null : DOCKER_ADD_URL.exec(l);
    if (add && !/--checksum=/.test(add[1] ?? "")) {
      const dest = add[3]!.endsWith("/")
        ? add[3]! +
          (add[2]!
            .replace(/[?#].*$/, "")
            .split("/")
            .pop() || "download")
        : add[3]!;
      return `curl -fsSL -o ${dest} ${add[2]!}${/--chmod=[0-7]?[157]/.test(add[1] ?? "") ? ` && chmod +x ${dest}` : ""}`;
    }
    // ENTRYPOINT/CMD run their program when the container starts: a downloaded one is a downloaded program run.
    const start = inRun ? null : /^\s{0,8}(?:ENTRYPOINT|CMD)\s{1,8}(?:\[\s{0,4}"([^"\n]{1,400})"|([^\s[][^\n]{0,400}))/i.exec(l);
    if (start) return start[1] ?? start[2] ?? "";
    const m = /^\s{0,8}RUN\s/i.exec(l);
    if (m) inRun = true;
    else if (/^\s{0,8}[A-Z]{2,12}\s/.test(l) && !inRun) return "";
    const out = inRun ? (m ? l.slice(m[0].length) : l) : "";
    if (!/\\\s*$/.test(l)) inRun = false;
    return out;
  });
  return [{ text: kept.join("\n"), startLine: 1 }];
}

const MAKE_VAR = /^\s{0,8}(?:export\s{1,4}|override\s{1,4})?([A-Za-z_][\w.-]{0,63})\s{0,4}(?::{1,3}|\?|\+)?=\s{0,8}(.{0,2000})$/;
const MAKE_REF = /\$[({]([A-Za-z_][\w.-]{0,63})[)}]/g;

/** Make variables (`FETCH := curl -fsSL`, `URL = …`) as the recipe will see them: `$(FETCH) $(URL) | $(SH)`
 *  is read as the command make hands to the shell. Bounded: a few rounds, values capped. */
function makeVariables(lines: readonly string[]): (recipe: string) => string {
  const vars = new Map<string, string>();
  for (const l of lines) {
    if (l.startsWith("\t")) continue;
    const m = MAKE_VAR.exec(l);
    if (m && vars.size < 512) vars.set(m[1]!, m[2]!.replace(/\s+#.*$/, "").trim());
  }
  if (vars.size === 0) return (r) => r.replace(/\$\$/g, "$");
  // Expansion may grow the text (A := $(B)$(B)): all recipes together grow by at most the file size plus 64 KiB.
  let budget = lines.reduce((n, l) => n + l.length, 0) + 65536;
  return (recipe) => {
    let out = recipe;
    for (let round = 0; round < 4 && out.includes("$"); round++) {
      if (budget <= 0 || out.length > 16384) break;
      const next = out.replace(MAKE_REF, (whole, name: string) => vars.get(name) ?? whole);
      if (next === out) break;
      budget -= next.length;
      out = next;
    }
    return out.replace(/\$\$/g, "$");
  };
}

function recipes(text: string, indent: RegExp, make: boolean): ShellChunk[] {
  const lines = text.split("\n");
  const expand = make ? makeVariables(lines) : (r: string) => r;
  const kept = lines.map((l) => (indent.test(l) ? expand(l.replace(indent, "").replace(/^[@-]+/, "")) : ""));
  return [{ text: kept.join("\n"), startLine: 1 }];
}

function packageScripts(text: string): ShellChunk[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const scripts = (data as { scripts?: unknown } | null)?.scripts;
  if (typeof scripts !== "object" || scripts === null) return [];
  const lines = text.split("\n");
  const out: ShellChunk[] = [];
  for (const [name, cmd] of Object.entries(scripts as Record<string, unknown>)) {
    if (typeof cmd !== "string") continue;
    const at = lines.findIndex((l) => l.includes(JSON.stringify(name)));
    out.push({ text: cmd, startLine: at + 1 || 1 });
  }
  return out;
}

/** Keys whose string (or list of strings) values CI systems and task runners hand to a shell:
 *  GitHub Actions `run`, GitLab `script`/`before_script`/`after_script`, Buildkite/Drone `commands`,
 *  Compose `command`/`entrypoint`, pre-commit `entry`, Taskfile `cmds`. */
const YAML_SHELL_KEYS = new Set([
  "run",
  "script",
  "scripts",
  "before_script",
  "after_script",
  "command",
  "commands",
  "cmd",
  "cmds",
  "entrypoint",
  "entry",
  "pre",
  "post",
]);
const YAML_SHELL_KEY_LINE = /^[ \t-]{0,40}["']?(?:run|scripts?|before_script|after_script|commands?|cmds?|entrypoint|entry|pre|post)["']?[ \t]{0,4}:/m;

/** Shell held in YAML (CI workflows, compose files, task runners), read with the one YAML reader. */
function yamlChunks(text: string): ShellChunk[] {
  if (!YAML_SHELL_KEY_LINE.test(text)) return [];
  const parsed = parseUntrustedYaml(text, { limits: FRONTMATTER_LIMITS, options: { strict: false, uniqueKeys: false, prettyErrors: false } });
  // Past 64 KiB (the YAML parser costs ~2 s/MB) or too deep: padding must not hide the shell, so the whole
  // text is read as shell instead.
  if (!parsed.ok) return [{ text, startLine: 1 }];
  const lineStarts = [0];
  for (let k = text.indexOf("\n"); k !== -1 && lineStarts.length < 1_000_000; k = text.indexOf("\n", k + 1)) lineStarts.push(k + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const out: ShellChunk[] = [];
  const scalar = (node: unknown) => {
    if (!isScalar(node) || typeof node.value !== "string" || !node.range || out.length >= 2000) return;
    // A block scalar (`run: |`) starts on the line after its indicator.
    const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
    out.push({ text: node.value, startLine: lineOf(node.range[0]) + (block ? 1 : 0) });
  };
  const stack: unknown[] = [parsed.doc.contents];
  let steps = 0;
  while (stack.length > 0 && ++steps < 200_000) {
    const node = stack.pop();
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : "";
        if (YAML_SHELL_KEYS.has(key)) {
          if (isSeq(pair.value)) for (const item of pair.value.items) scalar(item);
          else scalar(pair.value);
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return out;
}

export function shellChunks(path: string, lang: string, text: string, lines: readonly Line[]): ShellChunk[] {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (/^(?:Dockerfile|Containerfile)(?:\..*)?$|\.dockerfile$/i.test(name)) return dockerfile(text);
  if (/^(?:GNU)?[Mm]akefile$|\.mk$/.test(name) || lang === "make") return recipes(text, /^\t/, true);
  if (/^[Jj]ustfile$|^\.justfile$/.test(name)) return recipes(text, /^(?: {2,8}|\t)/, false);
  if (name === "package.json") return packageScripts(text);
  if (/\.ya?ml$/i.test(name)) return yamlChunks(text);
  if (SHELL_SCRIPT.has(lang)) return [{ text, startLine: 1 }];
  if (/\.(?:md|markdown|mdx)$/i.test(path) || lines.some((l) => l.context === "prose")) return markdownChunks(lines);
  return [];
}
