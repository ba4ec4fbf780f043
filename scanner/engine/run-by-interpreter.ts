// Files a skill hands to an interpreter under another name: a Makefile named `.txt` run with `make -f`, shell
// named `.css` and sourced, a zip app named `.woff2` run by python. They are read as the code they are run as,
// whatever their extension says (a file read as reference text is discounted; one run as code is not).
import type { ScanInputFile } from "../types";
import { SCRIPT_EXT } from "./scan-file";

const MARKDOWN_PATH = /\.(?:md|markdown|mdx)$/i;

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
export function runByInterpreter(files: readonly ScanInputFile[], texts: ReadonlyArray<{ path: string; text: string }>): Map<string, string> {
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
