// Commands run from code as argument lists — subprocess.run(["curl", url, "-o", p]), spawn("bash",
// ["-c", body]), exec.Command("sh", "-c", string(body)), subprocess.run(["sh"], input=script) — written
// out as the shell commands they are, so the shell reader judges them like any script: downloads run
// later, fetched content handed to `-c` or to a shell's stdin. Variables filled from the network become
// `name="$(curl -s URL)"` at the line that fills them, so the reader's taint follows them.
import type { UrlRef } from "../hosts";
import type { Line } from "../rules/types";
import { topLevelItems } from "./top-level-items";

const PY_LIST =
  /\b(?:subprocess\.(?:run|Popen|call|check_call|check_output)|os\.exec[lv]p?e?|os\.spawn[lv]p?e?|Popen|check_output)\s{0,2}\(\s{0,2}\[([^\]\n]{1,1000})\]([^\n]{0,300})/;
const JS_SPAWN = /\b(?:spawn|spawnSync|execFile|execFileSync)\s{0,2}\(\s{0,2}([^,()\n]{1,200}?)\s{0,2},\s{0,2}\[([^\]\n]{1,1000})\]([^\n]{0,300})/;
/** Arguments up to the call's own closing parenthesis (one level of nested calls: string(body)). */
const GO_CMD = /\bexec\.Command(?:Context)?\s{0,2}\(([^()\n]{0,400}(?:\([^()\n]{0,200}\)[^()\n]{0,400}){0,8})\)/;
const STDIN = /\binput\s{0,2}[=:]\s{0,2}([A-Za-z_$][\w$]{0,40})\b/;
/** Process APIs of other languages and build tools that take the program and its arguments as values:
 *  JVM `ProcessBuilder("bash", "-c", s)` / `Runtime.getRuntime().exec(arr)` / Gradle `commandLine(…)`,
 *  Zig `addSystemCommand(&.{ … })`, Elixir `System.cmd("curl", [...])`, R `system2("curl", c(...))`,
 *  .NET `Process.Start("…", "…")`, CMake `execute_process(COMMAND …)`. Items are read up to the call's
 *  own closing parenthesis; list wrappers (`listOf(`, `c(`, `&.{`, `[`) are flattened. */
const CALL_ARGV = /\b(?:ProcessBuilder|commandLine|addSystemCommand|System\.cmd|system2|Runtime\.getRuntime\(\)\.exec|Process\.Start|execute_process)\s{0,2}\(/;
/** Rust `Command::new("curl").args([...]).arg(x)`: the program, then every `.arg`/`.args` on the line. */
const RUST_CMD = /\bCommand::new\s{0,2}\(\s{0,2}([^()\n]{1,200})\)((?:\s{0,3}\.\s{0,3}args?\s{0,2}\([^()\n]{0,800}\)){0,12})/;
const RUST_ARG = /\.\s{0,3}(args?)\s{0,2}\(([^()\n]{0,800})\)/g;
/** Julia/Perl/Ruby backtick command literals run by `run(…)`, `read(…)`, `pipeline(a, b)`. */
const BACKTICK_RUN =
  /\b(?:run|read|readchomp|success|pipeline)\s{0,2}\(\s{0,2}(?:pipeline\s{0,2}\(\s{0,2})?`([^`\n]{1,1000})`(?:\s{0,2},\s{0,2}`([^`\n]{1,400})`)?/;

/** The text of a call's arguments from `open` (just after its parenthesis) to its closing parenthesis. */
function callArgs(text: string, open: number): string {
  let depth = 1;
  let q = "";
  const end = Math.min(text.length, open + 2000);
  for (let k = open; k < end; k++) {
    const c = text[k]!;
    if (q) {
      if (c === "\\") k++;
      else if (c === q) q = "";
    } else if (c === '"' || c === "'") q = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(open, k);
  }
  return text.slice(open, end);
}

/** Arguments with list wrappers flattened: `"sh", listOf("-c", x)` → `"sh"`, `"-c"`, `x`. */
function flatItems(args: string): string[] {
  const flat = args.replace(
    /(?:\b(?:listOf|arrayOf|mutableListOf|List\.of|Arrays\.asList|c|vec!?|new\s{1,3}String\s{0,2}\[\s{0,2}\])\s{0,2}[({[]|&\s{0,2}\.\s{0,2}\{|[[\]{}()])/g,
    ",",
  );
  if (/^\s{0,3}COMMAND\s/.test(args)) {
    // CMake: space-separated words after COMMAND, up to the next keyword.
    const cmd = args.replace(/^\s{0,3}COMMAND\s{1,8}/, "").split(/\s(?:OUTPUT_|ERROR_|RESULT_|WORKING_DIRECTORY|TIMEOUT|COMMAND\s)/)[0] ?? "";
    return cmd.match(/"[^"\n]{0,500}"|[^\s"]{1,500}/g) ?? [];
  }
  return topLevelItems(flat);
}
// Every regex above needs one of line-cues.ts ARGV words: the caller runs argvCommand only on such lines.

export type ArgvContext = {
  strings: ReadonlyMap<string, string>;
  tainted: ReadonlyMap<string, { line: number; urls: readonly UrlRef[] }>;
};

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function word(item: string, ctx: ArgvContext): string {
  const lit = /^(["'`])([^"'`\\]{0,2000})\1$/.exec(item);
  if (lit && !(lit[1] === "`" && lit[2]!.includes("${"))) return quote(lit[2]!);
  const id =
    /^(?:(?:string|str|String|bytes)\(\s{0,2})?(?:&(?:mut\s{1,3})?|@|:)?([A-Za-z_$][\w$]{0,40})(?:\s{0,2}\)|\.decode\(\)|\.toString\(\)|\.as_str\(\))?$/.exec(
      item,
    );
  if (id) {
    const known = ctx.strings.get(id[1]!);
    return known !== undefined ? quote(known) : `"$${id[1]!.replace(/\$/g, "")}"`;
  }
  return '"$_"';
}

/** The command a line runs through an argument list, as shell, or undefined. */
export function argvCommand(text: string, ctx: ArgvContext): string | undefined {
  let words: string[] | undefined;
  let rest = "";
  const py = PY_LIST.exec(text);
  if (py) {
    words = topLevelItems(py[1]!).map((i) => word(i, ctx));
    rest = py[2]!;
  } else {
    const js = JS_SPAWN.exec(text);
    if (js) {
      words = [word(js[1]!.trim(), ctx), ...topLevelItems(js[2]!).map((i) => word(i, ctx))];
      rest = js[3]!;
    } else {
      const go = GO_CMD.exec(text);
      if (go)
        words = topLevelItems(go[1]!)
          .filter((i, k) => !(k === 0 && /^ctx$|Context\(\)$/.test(i)))
          .map((i) => word(i, ctx));
    }
  }
  if (!words) words = otherArgv(text, ctx);
  if (!words || words.length === 0) return undefined;
  const stdin = STDIN.exec(rest);
  return words.join(" ") + (stdin ? ` <<< "$${stdin[1]!.replace(/\$/g, "")}"` : "");
}

/** CMake `file(DOWNLOAD <url> <file>)`: the download, as curl would write it. */
const CMAKE_DOWNLOAD = /\bfile\s{0,2}\(\s{0,2}DOWNLOAD\s{1,8}("[^"\n]{1,500}"|[^\s")]{1,500})\s{1,8}("[^"\n]{1,500}"|[^\s")]{1,500})/i;

/** `${NAME}` inside a CMake/Make-style word filled from known values. */
function fillBraces(s: string, ctx: ArgvContext): string {
  return s.replace(/\$\{([A-Za-z_]\w{0,40})\}/g, (w, n: string) => ctx.strings.get(n) ?? w);
}

function otherArgv(text: string, ctx: ArgvContext): string[] | undefined {
  const dl = CMAKE_DOWNLOAD.exec(text);
  if (dl) return ["curl", "-fsSL", "-o", quote(fillBraces(dl[2]!.replace(/"/g, ""), ctx)), quote(fillBraces(dl[1]!.replace(/"/g, ""), ctx))];
  const call = CALL_ARGV.exec(text);
  if (call) {
    const cmake = call[0].startsWith("execute_process");
    const words = flatItems(callArgs(text, call.index + call[0].length)).map((i) =>
      cmake ? quote(fillBraces(i.trim().replace(/^"|"$/g, ""), ctx)) : word(i.trim(), ctx),
    );
    return words.length ? words : undefined;
  }
  const rust = RUST_CMD.exec(text);
  if (rust) {
    const words = [word(rust[1]!.trim(), ctx)];
    for (const a of (rust[2] ?? "").matchAll(RUST_ARG)) words.push(...(a[1] === "args" ? flatItems(a[2]!) : [a[2]!]).map((i) => word(i.trim(), ctx)));
    return words;
  }
  const tick = BACKTICK_RUN.exec(text);
  if (tick) {
    // Interpolated names are filled from known string values; the rest stay shell variables.
    const fill = (s: string) => s.replace(/\$([A-Za-z_]\w{0,40})/g, (w, n: string) => (ctx.strings.has(n) ? quote(ctx.strings.get(n)!) : w));
    return [fill(tick[1]!) + (tick[2] ? ` | ${fill(tick[2])}` : "")];
  }
  return undefined;
}

/** A shell script with each argument-list command and each network-filled variable at its own line, or
 *  undefined when the file runs no command through an argument list. */
export function argvScript(lines: readonly Line[], commands: ReadonlyMap<number, string>, ctx: ArgvContext): string | undefined {
  if (commands.size === 0) return undefined;
  const out = new Array<string>(lines.length).fill("");
  for (const [name, t] of ctx.tainted) {
    if (!/^[A-Za-z_]\w{0,40}$/.test(name) || t.line < 1 || t.line > out.length) continue;
    const url = t.urls[0]?.url ?? "https://unresolved.invalid/";
    out[t.line - 1] = (out[t.line - 1] ? out[t.line - 1] + "; " : "") + `${name}="$(curl -s ${quote(url)})"`;
  }
  for (const [n, cmd] of commands) if (n >= 1 && n <= out.length) out[n - 1] = (out[n - 1] ? out[n - 1] + "; " : "") + cmd;
  return out.join("\n");
}
