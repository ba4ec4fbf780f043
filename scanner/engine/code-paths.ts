// Paths as code names them: the home folder however a language spells it, paths built from it or from
// the working folder (pathlib's `/`, path.join, concatenation), and names that hold them. The code checks
// read credentials, deletions and writes through these as the ~/… and ./… text the rules know.
import { topLevelItems } from "./top-level-items";

/** Path joins whose parts are literals, the home folder, the working folder or known paths. */
const PATH_JOIN =
  /^(?:os\.path\.join|path\.join|path\.resolve|filepath\.Join|file\.path|Join-Path|Paths\.get|Path\.Combine|File\.join|Path)\s{0,2}\(([^\n]{0,400})\)$/;

const HOME = String.raw`(?:Path\.home\(\)|os\.path\.expanduser\(\s{0,2}["']~["']\s{0,2}\)|os\.homedir\(\)|homedir\(\)|Dir\.home|ENV\[["']HOME["']\]|os\.environ\[["']HOME["']\]|os\.getenv\(\s{0,2}["']HOME["']\s{0,2}\)|process\.env\.HOME|\$env:(?:HOME|USERPROFILE))`;
export const HOME_RE = new RegExp(HOME);
/** Reads of files or folders (a glob, an open for reading, a walk): given a path that came from the network,
 *  the code reads whatever files the server names. */
export const FILE_READ =
  /\b(?:glob\.i?glob|i?glob|rglob|readFileSync|readFile|read_text|read_bytes|Get-Content|os\.walk|readdirSync|File\.ReadAll(?:Text|Bytes|Lines))\s{0,2}\(([^\n]{1,240})|\bopen\s{0,2}\(([^\n,)]{1,200})(?:\)|,\s{0,2}["']r)|\b(?:tar|zf|zipf|archive)\.(?:add|write)\s{0,2}\(([^\n]{1,200})/;

/** The free space of a disk, read into a name, and a file grown to it: the disk filled. */
export const FREE_SPACE =
  /\bdisk_usage\s{0,2}\([^\n]{0,120}\)\s{0,2}\.\s{0,2}free\b|\bf_bavail\b|\bAvailableFreeSpace\b|\bgetFreeSpace\s{0,2}\(|\bcheckDiskSpace\b|\bfree\s{0,2}\*\s{0,2}[\w.]{1,30}f_frsize/;
export const GROW = /\b(?:f?truncate|fallocate|posix_fallocate|setLength|SetLength|ftruncateSync|truncateSync)\s{0,2}\(([^\n]{0,200})/;

/** A call with the home folder as its whole argument (`cleanup(os.homedir())`): the function's parameter is home. */
export const HOME_CALL = new RegExp(String.raw`(?<![\w$.])([A-Za-z_$][\w$]{0,40})\s{0,2}\(\s{0,2}(?:pathlib\.)?${HOME}\s{0,2}\)`);
const HOME_ONLY = new RegExp(`^(?:${HOME})$`);
/** The whole right side of an assignment that is the home folder: `home = os.environ["HOME"]`. */
export const HOME_EXPR = new RegExp(
  String.raw`^(?:pathlib\.)?(?:${HOME}|os\.path\.expanduser\(\s{0,2}["']~["']\s{0,2}\)|require\(\s{0,2}["'](?:node:)?os["']\s{0,2}\)\.homedir\(\))\s{0,2};?$`,
);
const PATHLIB = new RegExp(
  String.raw`(?:Path\.home\(\)|Path\(\s{0,2}["']~["']\s{0,2}\)(?:\.expanduser\(\))?)((?:\s{0,3}\/\s{0,3}["'][^"'\n]{1,80}["']){1,8})`,
  "g",
);
const JOIN = new RegExp(
  String.raw`(?:os\.path\.join|path\.join|path\.resolve|\)\.join|\)\.resolve|File\.join|Join-Path)\s{0,2}\(?\s{0,2}${HOME}\s{0,2},?((?:\s{0,3}["'][^"'\n]{1,80}["']\s{0,3},?){1,8})`,
  "g",
);
const CONCAT = new RegExp(String.raw`${HOME}\s{0,3}\+\s{0,3}["'](\/[^"'\n]{1,160})["']`, "g");

/** Home-relative paths built in code (Path.home() / '.aws' / 'credentials') as the ~/… text the credential rules know. */
export function homePaths(text: string): string[] {
  const out: string[] = [];
  const parts = (s: string) => [...s.matchAll(/["']([^"'\n]{1,80})["']/g)].map((m) => m[1]!.replace(/^\/+|\/+$/g, "")).join("/");
  for (const m of text.matchAll(PATHLIB)) out.push("~/" + parts(m[1]!));
  for (const m of text.matchAll(JOIN)) out.push("~/" + parts(m[1]!));
  for (const m of text.matchAll(CONCAT)) out.push("~" + m[1]!);
  return out;
}

/** The file path an expression names, as text (`~/.ssh/authorized_keys`, `./.git/hooks/pre-commit`), or undefined. */
export function pathOf(expr: string, paths: ReadonlyMap<string, string>, strings: ReadonlyMap<string, string>): string | undefined {
  const e = expr.trim().replace(/;$/, "");
  const lit = /^(["'`])([^"'`\n]{1,300})\1$/.exec(e);
  if (lit) return lit[2];
  if (/^\$?[A-Za-z_]\w{0,40}$/.test(e)) return paths.get(e.replace(/^\$/, "")) ?? strings.get(e.replace(/^\$/, ""));
  if (HOME_ONLY.test(e) || /^(?:pathlib\.)?Path\.home\(\)$/.test(e)) return "~";
  if (/^(?:process\.cwd\(\)|os\.getcwd\(\)|__dirname|getwd\(\)|Directory\.GetCurrentDirectory\(\)|\.)$/.test(e)) return ".";
  // pathlib: base / "a" / "b"
  const slash = e.split(/\s{1,3}\/\s{1,3}/);
  const join = slash.length > 1 ? undefined : PATH_JOIN.exec(e.replace(/^(?:pathlib|java\.nio\.file|System\.IO)\./, ""));
  const parts = slash.length > 1 ? slash : join ? topLevelItems(join[1]!) : undefined;
  if (!parts || parts.length > 12) return undefined;
  const out: string[] = [];
  for (const [k, raw] of parts.entries()) {
    const q = /^\s{0,2}(["'`])([^"'`\n]{1,200})\1\s{0,2}$/.exec(raw);
    if (q) out.push(q[2]!.replace(/^\/+|\/+$/g, k === 0 && q[2]!.startsWith("/") ? "" : ""));
    else if (k === 0) {
      const base = pathOf(raw, paths, strings);
      if (base === undefined) return undefined;
      out.push(base);
    } else return undefined;
  }
  return out.length > 1 || slash.length > 1 ? out.join("/").replace(/\/{2,}/g, "/") : out[0];
}
