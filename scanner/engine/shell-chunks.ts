// Which parts of a file are shell the way a shell would read them: a whole shell script, each
// shell (or unlabelled) fenced block in markdown, Dockerfile RUN steps, Makefile/justfile recipes,
// package.json scripts. Each chunk keeps its first line so findings point at the original text.
import type { Line } from "../rules/types";

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

function dockerfile(text: string): ShellChunk[] {
  // Keep line numbers: non-RUN instructions become blank lines; RUN loses its keyword.
  let inRun = false;
  const kept = text.split("\n").map((l) => {
    const m = /^\s{0,8}RUN\s/i.exec(l);
    if (m) inRun = true;
    else if (/^\s{0,8}[A-Z]{2,12}\s/.test(l) && !inRun) return "";
    const out = inRun ? (m ? l.slice(m[0].length) : l) : "";
    if (!/\\\s*$/.test(l)) inRun = false;
    return out;
  });
  return [{ text: kept.join("\n"), startLine: 1 }];
}

function recipes(text: string, indent: RegExp): ShellChunk[] {
  const kept = text.split("\n").map((l) => (indent.test(l) ? l.replace(indent, "").replace(/^[@-]+/, "") : ""));
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

export function shellChunks(path: string, lang: string, text: string, lines: readonly Line[]): ShellChunk[] {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (/^(?:Dockerfile|Containerfile)(?:\..*)?$|\.dockerfile$/i.test(name)) return dockerfile(text);
  if (/^(?:GNU)?[Mm]akefile$|\.mk$/.test(name)) return recipes(text, /^\t/);
  if (/^[Jj]ustfile$|^\.justfile$/.test(name)) return recipes(text, /^(?: {2,8}|\t)/);
  if (name === "package.json") return packageScripts(text);
  if (SHELL_SCRIPT.has(lang)) return [{ text, startLine: 1 }];
  if (/\.(?:md|markdown|mdx)$/i.test(path) || lines.some((l) => l.context === "prose")) return markdownChunks(lines);
  return [];
}
