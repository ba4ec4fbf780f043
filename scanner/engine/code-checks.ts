// Code that runs what it downloads, across statements: a variable filled from the network (urlopen,
// requests, fetch, Net::HTTP, Invoke-WebRequest, DownloadString, curl) later handed to exec/eval/
// Function/iex/[scriptblock]::Create; and strings reversed through a variable. Language-agnostic
// patterns over script and code-block lines; the host judgement is the same as for shell.
import { reversedAssignments } from "../decode/blobs";
import { caesarLiterals, sortedPairs } from "../decode/shuffled";
import { foldConcatenation, MAY_CONCAT } from "../decode/concat";
import { collectArrays, foldJoins, MAY_JOIN } from "../decode/joins";
import { findUrls, judgeSource, type UrlRef } from "../hosts";
import type { DetectEnv, Line } from "../rules/types";
import type { Collector } from "./collector";
import { argvCommand, argvScript } from "./code-argv";
import { checkCodeDownloads } from "./code-downloads";
import { checkReverseShellFlow } from "./code-reverse-shell";
import { FILE_READ, FREE_SPACE, GROW, HOME_CALL, HOME_EXPR, HOME_RE, homePaths, pathOf } from "./code-paths";
import { LINE_CUE_WORDS } from "./line-cues";
import { LINE_CUES, runLines } from "./run-lines";

/** `x = …`, `const x = …`, Kotlin/Scala `val`, Groovy `def`, R `x <- …`, Elixir `{x, 0} = …`. */
const ASSIGN =
  /^\s{0,40}(?:(?:const|let|var|val|def|local|my|our|final|auto|static)\s{1,4})?[{([]?\s{0,2}\$?([A-Za-z_]\w{0,40})(?:\s{0,2},\s{0,2}[\w"']{1,40}){0,3}\s{0,2}[})\]]?\s{0,3}(?::\s{0,3}[\w.[\]<>]{1,40}\s{0,3})?(?::?=(?!=)|<-)\s{0,3}(.{1,2000})$/;
/** A line at column 0 that does not close a block or continue one: the function above has ended. */
function startsTopLevel(t: string): boolean {
  const c = t.charCodeAt(0);
  // space, tab, } # / ) ] and an empty line keep the function open
  return t.length > 0 && c !== 32 && c !== 9 && c !== 125 && c !== 35 && c !== 47 && c !== 41 && c !== 93;
}

/** PowerShell `'{1}{0}' -f 'a','b'`, with or without parentheses around it. */
const PS_FORMAT =
  /\(?\s{0,2}(["'])((?:\{\d\}|[^"'{}\n]){1,200})\1\s{0,3}-f\s{1,3}((?:(["'])[^"'\n]{0,100}\4\s{0,3},\s{0,3}){0,9}(["'])[^"'\n]{0,100}\5)\s{0,2}\)?/gi;

function foldFormat(text: string): string | undefined {
  let changed = false;
  const out = text.replace(PS_FORMAT, (_whole, _q: string, fmt: string, args: string) => {
    const values = [...args.matchAll(/(["'])([^"'\n]{0,100})\1/g)].map((m) => m[2]!);
    changed = true;
    return "'" + fmt.replace(/\{(\d)\}/g, (_m, d: string) => values[Number(d)] ?? "") + "'";
  });
  return changed ? out : undefined;
}

/** PowerShell calls through a command looked up at run time: `& (Get-Alias $x) …`, `&(gcm i*x) …`, `. (gal 'iex')`. */
const PS_DYNAMIC =
  /(?:^|[\s;|(=])[&.]\s{0,2}\(\s{0,2}(?:Get-Alias|gal|Get-Command|gcm|Get-Item\s{1,3}alias:|ls\s{1,3}alias:|dir\s{1,3}alias:)\s{1,3}(?:-Name\s{1,3})?([^)\s]{1,60})\s{0,2}\)/i;

/** The dynamic call when the name it looks up (a literal, a known string or a wildcard) is Invoke-Expression. */
function dynamicIex(text: string, strings: ReadonlyMap<string, string>): RegExpExecArray | null {
  const m = PS_DYNAMIC.exec(text);
  if (!m) return null;
  const raw = m[1]!.replace(/^["']|["']$/g, "");
  const name = raw.startsWith("$") ? strings.get(raw.slice(1)) : raw;
  if (!name || name.length > 40) return null;
  const wildcard = new RegExp(
    `^${name
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".{0,20}")
      .replace(/\?/g, ".")}$`,
    "i",
  );
  return wildcard.test("iex") || wildcard.test("invoke-expression") ? m : null;
}

/** CMake `set(NAME "value")`. */
const CMAKE_SET = /^\s{0,40}set\s{0,2}\(\s{0,2}([A-Za-z_]\w{0,40})\s{1,4}"([^"\n]{1,2000})"\s{0,2}\)/;
/** Elixir module attributes and similar constants: `@cache "https://…"`. */
const ATTR = /^\s{0,40}@([a-z_]\w{0,40})\s{1,4}(["'])([^"'\n]{1,2000})\2\s{0,3}$/;
const NETREAD =
  /\burlopen\s{0,2}\(|\b(?:requests|httpx|session|client|aiohttp)\.(?:get|post|request)\s{0,2}\(|\bfetch\s{0,2}\(|\bNet::HTTP\.(?:get|get_response|post)\b|\bURI\.open\b|\bopen-uri\b|\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\.Download(?:String|Data)\s{0,2}\(|\bhttps?\.get\s{0,2}\(|\baxios(?:\.get)?\s{0,2}\(|\bgot\s{0,2}\(|\bcurl\b|\bwget\b|\bLWP::Simple\b|\bget\s{0,2}\(\s{0,2}["']https?:|\bopen\s{0,2}\(\s{0,2}["']https?:|\bhttp\.request\s{0,2}\(|\bfile_get_contents\s{0,2}\(\s{0,2}["']https?:|\bURL\s{0,2}\([^\n]{0,200}\)\s{0,2}\.\s{0,2}(?:readText|readBytes|openStream)\b|\bHTTP\.get\s{0,2}\(|\bhttr2?::(?:GET|req_perform)\b|\b(?:HTTPoison|Req|:httpc)\.(?:get|request)!?\s{0,2}\(|\b(?:source|readLines|url)\s{0,2}\(\s{0,2}["']https?:/i;
const STRING = /^\s{0,3}(["'`])([^"'`\n]{1,2000})\1\s{0,3};?\s{0,3}$/;
const SINK =
  /\bCode\.eval_(?:string|quoted|file)\s{0,2}\(|\binclude_string\s{0,2}\(|\b(?:exec|eval|compile|execfile|runInNewContext|runInThisContext|runInContext|instance_eval|class_eval|module_eval|Invoke-Expression|iex)\s{0,2}\(|\bnew\s{1,3}Function\s{0,2}\(|\bFunction\s{0,2}\(|\[scriptblock\]::Create\s{0,2}\(|\.(?:NewScriptBlock|InvokeScript)\s{0,2}\(|\b(?:pickle|cPickle|dill|cloudpickle|joblib|marshal)\.loads?\s{0,2}\(|\btorch\.load\s{0,2}\(|\b(?:iex|Invoke-Expression)\s{1,3}[$(]|\beval\s{1,3}(?=[$\w])|(?<![.\w$])(?:loadstring|load)\s{0,2}\(|\[\s{0,2}["'](?:eval|exec)["']\s{0,2}\]\s{0,2}\(|\bgetattr\s{0,2}\([^()\n]{1,60},\s{0,2}["'](?:eval|exec)["']\s{0,2}\)\s{0,2}\(|\.(?:send|public_send|__send__)\s{0,2}\(\s{0,2}:(?:eval|instance_eval|class_eval)\b|\bimport\s{0,2}\(\s{0,2}["'`]data:|\.then\s{0,2}\(\s{0,2}(?:eval|\w{1,20}\s{0,3}=>\s{0,3}eval\s{0,2}\()|\b(?:types\.)?FunctionType\s{0,2}\(|\._compile\s{0,2}\(/i;
/** Commands run through a shell or the OS: what they are given runs as a command line. Sinks for fetched and
 *  decoded content, like SINK's code runners (`execSync(Buffer.from(bytes).toString())`, `execSync(step.run)`). */
const SHELL_RUN =
  /\b(?:execSync|execFileSync|spawnSync|doShellScript|shell_exec|passthru|proc_open)\s{0,2}\(|\b(?:child_process|cp)\s{0,2}\.\s{0,2}(?:exec|execSync|spawn|spawnSync)\s{0,2}\(|\bos\.(?:system|popen)\s{0,2}\(|\bsubprocess\.(?:run|call|Popen|check_output|check_call)\s{0,2}\(|\.getRuntime\(\)\s{0,2}\.\s{0,2}exec\s{0,2}\(/;
/** A name bound to a code-running function (`fn = getattr(builtins, "exec")`, `run = lambda s: exec(s)`,
 *  `const e = globalThis.eval`, `Set-Alias go Invoke-Expression`): calling it is calling the sink. */
const SINK_REF =
  /^(?:(?:getattr\s{0,2}\(\s{0,2}(?:builtins|__builtins__)\s{0,2},\s{0,2}["'](?:exec|eval|compile)["']\s{0,2}\)|(?:builtins|__builtins__)\s{0,2}\[\s{0,2}["'](?:exec|eval)["']\s{0,2}\])(?:\s{1,3}if\s[^\n]{0,160}\selse\s{1,3}[^\n]{0,160})?|lambda\b[^:\n]{0,80}:\s{0,3}(?:exec|eval)\s{0,2}\([^()\n]{0,80}\)|(?:(?:globalThis|window|global|self)\s{0,2}(?:\.\s{0,2}eval|\[\s{0,2}["']eval["']\s{0,2}\])|eval|exec|Function|(?:vm\.)?runIn(?:This|New)?Context|method\s{0,2}\(\s{0,2}:(?:eval|system|exec)\s{0,2}\)|\$ExecutionContext\.InvokeCommand\.(?:NewScriptBlock|InvokeScript))\s{0,3})\s{0,3};?\s{0,3}$/;
const PS_ALIAS = /\b(?:Set|New)-Alias\s{1,4}(?:-Name\s{1,4})?["']?([\w-]{1,40})["']?\s{1,4}(?:-Value\s{1,4})?["']?(?:Invoke-Expression|iex)\b/i;
/** Decoding in code: base64/base32/hex/zlib/char codes/bit strings (`int(bits, 2)`), Perl `pack("H*", …)`. */
const DECODE_OP =
  /\b(?:b64decode|b32decode|b16decode|b85decode|a85decode|decodebytes|urlsafe_b64decode|unhexlify|fromhex|decompress|inflate(?:Sync|Raw|RawSync)?|gzinflate|gzuncompress|gzdecode|base64_decode|hex2bin|str_rot13|atob|fromCharCode|FromBase64String|DecodeString|decode64|strict_decode64)\b|\bcodecs\.decode\s{0,2}\(|\b(?:un)?pack\s{0,2}\(\s{0,2}["'](?:H\*|h\*|u|m0?)["']|\bint\s{0,2}\([^()\n]{0,80}(?:\([^()\n]{0,80}\)[^()\n]{0,40})?,\s{0,2}2\s{0,2}\)|\bBuffer\.from\([^)\n]{0,200}["'](?:base64|hex)["']|\.map\s{0,2}\([^\n]{0,160}\^|\b(?:bytes|bytearray)\s{0,2}\(\s{0,2}\(?\s{0,2}\w{1,30}\s{0,2}\^|\bchr\s{0,2}\([^\n]{0,60}\^|-bxor\b|\.to_bytes\s{0,2}\(/;
/** A function definition: what it returns after decoding is decoded content wherever it is called. */
const FN_DEF =
  /^\s{0,40}(?:(?:export\s{1,3})?(?:async\s{1,3})?(?:def|function|func|sub|fn|proc|defp?)\s{1,3}([A-Za-z_$][\w$]{0,40})\s{0,2}[({]|(?:const|let|var)\s{1,4}([A-Za-z_$][\w$]{0,40})\s{0,2}=\s{0,2}(?:async\s{1,3})?(?:function\b|\([^)\n]{0,80}\)\s{0,2}=>))/;
/** Sinks that deserialise rather than run code: decoded input to them is ordinary (caches, IPC). */
const DESERIALIZE = /pickle|marshal|dill|joblib|torch|\.loads?\s{0,2}\(|^\.|(?<=\.)compile/;
/** Recursive deletion APIs; the target is judged by what its argument holds. */
const DELETE_CALL =
  /\b(?:shutil\.rmtree|rmtree|fs\.(?:rm|rmdir)(?:Sync)?|rimraf(?:\.sync)?|fse?\.remove(?:Sync)?|os\.RemoveAll|FileUtils\.(?:rm_rf|rm_r|remove_dir|deleteDirectory)|remove_dir_all|Remove-Item|Directory\.Delete|unlink_r)\s{0,2}\(?([^\n]{0,300})/;
/** A write to a file in code; the path is the first argument, the receiver (`p.write_text`) or R's `file =`. */
const WRITE_CALL =
  /\b(?:fs\.)?(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\s{0,2}\(\s{0,2}([^,\n]{1,200}),|\bopen\s{0,2}\(\s{0,2}([^,\n]{1,200}),\s{0,2}["']([wa])b?\+?["']|([\w.$]{1,80}(?:\([^()\n]{0,200}\))?)\.(?:write_text|write_bytes)\s{0,2}\(|\b(?:File\.(?:WriteAllText|AppendAllText|WriteAllBytes|WriteAllLines|AppendAllLines)|os\.WriteFile|fs::write|Files\.write(?:String)?)\s{0,2}\(\s{0,2}([^,\n]{1,200}),|\bcat\s{0,2}\([^\n]{0,200}\bfile\s{0,2}=\s{0,2}([\w.]{1,60})|\bwriteLines\s{0,2}\([^,\n]{1,200},\s{0,2}([\w.]{1,60})/;
/** One file deleted (`p.unlink()`, `os.remove(p)`, `fs.unlinkSync(p)`): every file of a walk over the home
 *  folder deleted is the home folder deleted (ransomware deletes each original after encrypting it). */
const FILE_DELETE =
  /\b(?:os\.(?:remove|unlink)|fs\.(?:unlink|unlinkSync|promises\.unlink)|File\.Delete|Remove-Item)\s{0,2}\(?\s{0,2}([^\n)]{1,200})|\b([A-Za-z_$][\w$]{0,40})\.unlink\s{0,2}\(\s{0,2}(?:missing_ok\s{0,2}=\s{0,2}\w{1,5})?\s{0,2}\)/;
const FN_PARAM =
  /^\s{0,40}(?:(?:export\s{1,3})?(?:async\s{1,3})?(?:def|function|func|sub|fn|proc)\s{1,3}([A-Za-z_$][\w$]{0,40})\s{0,2}\(\s{0,2}([A-Za-z_$][\w$]{0,40})|(?:const|let|var)\s{1,4}([A-Za-z_$][\w$]{0,40})\s{0,2}=\s{0,2}(?:async\s{1,3})?(?:function\s{0,3})?\(\s{0,2}([A-Za-z_$][\w$]{0,40}))/;

const LOOP = /^\s{0,40}for\s{0,2}\(?\s{0,2}(?:const|let|var|my)?\s{0,2}\$?([A-Za-z_]\w{0,40})\s{1,3}(?:of|in)\s{1,3}([^\n]{1,300})/;

/** Network reads delivered to a callback (`https.get(url, (res) => …)`): the parameter holds fetched content. */
const NET_CALLBACK =
  /(?:\b(?:https?|request|axios|got|needle)|\brequire\(\s{0,2}["'](?:node:)?https?["']\s{0,2}\))\.(?:get|request|post)\s{0,2}\([^\n]{0,300}?,\s{0,2}(?:async\s{1,3})?(?:function\s{0,3}\w{0,40}\s{0,2})?\(?\s{0,2}([A-Za-z_$][\w$]{0,30})\s{0,2}\)?\s{0,2}(?:=>|\{)/;
/** A child process that is a shell or an interpreter reading its program from stdin (`spawn("sh")`,
 *  `Popen(["bash"], stdin=PIPE)`): what is written to its stdin runs as code. */
const SHELL_CHILD =
  /\b(?:spawn|spawnSync|exec|execFile|Popen|popen|popen3|proc_open|Start-Process)\s{0,2}\(\s{0,2}\[?\s{0,2}["'`](?:\/usr)?(?:\/bin\/)?(?:ba|z|da|k)?sh|["'`](?:\/usr)?(?:\/bin\/)?(?:python[0-9.]{0,4}|node|perl|ruby|pwsh|powershell|php)["'`]\s{0,2}[,\])]/;
const STDIN_SINK = /\.stdin\s{0,2}\.\s{0,2}(?:write|end)\s{0,2}\(|\.communicate\s{0,2}\(\s{0,2}(?:input\s{0,2}=\s{0,2})?/;
/** A line that continues the statement above (`.then(…)`, `.catch(…)`). */
const CHAINED = /^\s{0,40}\./;
const THEN_PARAM = /^\s{0,40}\.then\s{0,2}\(\s{0,2}(?:async\s{1,3})?\(?\s{0,2}([A-Za-z_$][\w$]{0,30})\s{0,2}\)?\s{0,2}=>/;
/** `body += chunk`, `data = data + c` anywhere on a line: the left side takes what the right side reads. */
const UPDATE = /(?<![\w$.])([A-Za-z_$][\w$]{0,40})\s{0,2}(?:\+=|=(?![=>]))/g;
/** Every SINK alternative holds one of the line-cues.ts SINK words: lines without them skip the regex (hot
 *  path; the trigger pass saw the words, `cues`, or they are looked for here). */
function maySink(l: Line, i: number, cues: Int32Array | undefined): boolean {
  if (cues) return (cues[i]! & LINE_CUES.sink) !== 0;
  for (const w of LINE_CUE_WORDS[0]!) if (l.lower.includes(w)) return true;
  return false;
}
const CODE_LANG = /^(?:py|python\d?|js|mjs|cjs|ts|javascript|typescript|node|rb|ruby|ps1|psm1|powershell|pwsh|pl|perl|php|lua|sh|bash|zsh|)$/i;
/** Languages whose `${…}` is a template literal's piece (elsewhere it is usually shell's own expansion). */
const JS_LANG = /^(?:js|mjs|cjs|ts|mts|cts|tsx|jsx|javascript|typescript|node|)$/i;

function mentionsHome(l: Line, i: number, cues: Int32Array | undefined): boolean {
  if (cues) return (cues[i]! & LINE_CUES.home) !== 0;
  return LINE_CUE_WORDS[1]!.some((w) => l.lower.includes(w));
}

type Taint = { line: number; call: string; urls: readonly UrlRef[] };

function urlsOf(expr: string, strings: Map<string, string>): readonly UrlRef[] {
  const urls = findUrls(expr);
  if (urls.length) return urls;
  for (const id of expr.match(/\$?[A-Za-z_]\w{0,40}/g) ?? []) {
    const v = strings.get(id.replace(/^\$/, ""));
    if (v) {
      const u = findUrls(v);
      if (u.length) return u;
    }
  }
  return [];
}

function reportRemote(line: Line, index: number, t: Taint, sinkText: string, env: DetectEnv, sink: Collector): void {
  const verdict = judgeSource(t.urls, env.trustedInstallerHosts);
  const host = t.urls[0]?.host ?? "a URL the scanner could not resolve";
  const message = `Runs code downloaded by "${t.call.slice(0, 80)}" (line ${t.line}) with ${sinkText}, from ${host}`;
  if (verdict === "untrusted") sink.hit("exec-pipe-shell-untrusted", line, index, sinkText.length, 0.95, message);
  else if (verdict === "trusted") sink.hit("exec-known-installer", line, index, sinkText.length, 0.9, message);
  else sink.hit("exec-pipe-shell", line, index, sinkText.length, 0.9, message);
  sink.signal("remote-fetch", line, index, host);
}

const MENTION_CACHE = new Map<string, RegExp>();
/** Does `text` read the variable `name` (as `name` or `$name`)? The includes test spares most regex runs. */
function mentions(text: string, name: string): boolean {
  if (!text.includes(name)) return false;
  let re = MENTION_CACHE.get(name);
  if (!re) {
    re = new RegExp(`(?:^|[^\\w$])\\$?${name.replace(/\$/g, "\\$")}\\b`);
    if (MENTION_CACHE.size > 4096) MENTION_CACHE.clear();
    MENTION_CACHE.set(name, re);
  }
  return re.test(text);
}

/** The cue bits of every line together; without a trigger pass (inline code), every cue is assumed. */
function cueUnion(cues: Int32Array | undefined, text: string): number {
  if (!cues || cues.length === 0) return text.length > 0 ? -1 : 0;
  let all = 0;
  for (let k = 0; k < cues.length; k++) all |= cues[k]!;
  return all;
}

/** `cues`: runLines' flags for `lines` (by index), when it has run on them. Returns the commands the file
 *  runs through argument lists as a shell script (code-argv.ts) for the shell reader, if there are any. */
export function checkCode(lines: readonly Line[], text: string, env: DetectEnv, sink: Collector, cues?: Int32Array): string | undefined {
  const strings = new Map<string, string>();
  const tainted = new Map<string, Taint>();
  /** Names bound to a sink, with the regex that finds a call of one of them. */
  const sinkNames: string[] = [];
  let sinkCall: RegExp | undefined;
  let sinkCallNames = 0;
  const foldedLines: Line[] = [];
  const homeNames: string[] = [];
  // Whole-file pre-checks: most files have none of these, and one pass over the text is cheaper than a regex per line.
  const seen = cueUnion(cues, text);
  const mayConcat = (seen & LINE_CUES.concat) !== 0;
  const mayJoin = (seen & LINE_CUES.join) !== 0;
  const arrays = new Map<string, string[]>();
  const mayAlias = (seen & LINE_CUES.alias) !== 0;
  const mayCallback = (seen & LINE_CUES.callback) !== 0;
  const mayArgv = (seen & LINE_CUES.argv) !== 0;
  const argv = new Map<number, string>();
  const mayThen = text.includes(".then");
  const shellChild = mayArgv && (text.includes("stdin") || text.includes("communicate")) && SHELL_CHILD.test(text);
  // Content decoded in code and run later: names that hold it and functions that return it.
  const mayDecode = (seen & LINE_CUES.decode) !== 0 && (seen & LINE_CUES.sink) !== 0;
  const decodedNames: string[] = [];
  const decoderFns: string[] = [];
  let currentFn: { name: string; line: number } | undefined;
  // Names that hold the home folder or its entries, for recursive deletions (`for entry in listdir(home)`).
  const mayDelete = (seen & LINE_CUES.delete) !== 0 && (seen & LINE_CUES.home) !== 0;
  // Disk filled to its free space (names holding it, then a file grown to it).
  const mayDelete0 = (seen & LINE_CUES.delete) !== 0;
  const homeDerived: string[] = [];
  // Functions called with the home folder: their first parameter holds it (`function cleanup(dir) …
  // cleanup(os.homedir())`).
  const homeFns = new Set<string>();
  if (mayDelete)
    for (let i = 0; i < lines.length && homeFns.size < 16; i++) {
      const l = lines[i]!;
      if ((l.context !== "script" && l.context !== "fenced") || l.text.length > 4000 || !mentionsHome(l, i, cues)) continue;
      const c = HOME_CALL.exec(l.text);
      if (c && !/^(?:join|resolve|path|Path|expanduser|str|print|log|console|len|exists|isdir)$/.test(c[1]!)) homeFns.add(c[1]!);
    }
  // File paths held by names (`hook = path.join(cwd, ".git", "hooks", "pre-commit")`), for writes read as redirections.
  const mayWrite = (seen & LINE_CUES.write) !== 0;
  const paths = new Map<string, string>();
  let chain: Taint | undefined;
  let remoteReads = false;
  const freeNames: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l0 = lines[i]!;
    if (l0.context !== "script" && l0.context !== "fenced") continue;
    if (l0.context === "fenced" && !CODE_LANG.test(l0.lang)) continue;
    if (l0.comment || l0.text.length > 4000) continue;
    // Joined literals folded first ("ev" + "al"): the folded line is what every check below reads, and
    // it is rescanned by the line rules.
    const lineCues = cues ? cues[i]! : -1;
    // Arrays joined into words (`['chi', 'ld_'].join('')`, `parts.m.join('')`) and template pieces
    // (`${'cu'}${'rl'}`) fold into literals first, then joined literals.
    if (mayJoin && arrays.size < 256 && l0.text.includes("[") && (l0.text.includes("'") || l0.text.includes('"'))) collectArrays(l0.text, arrays);
    const pieces =
      mayJoin &&
      (lineCues & LINE_CUES.join) !== 0 &&
      MAY_JOIN.test(l0.text) &&
      (JS_LANG.test(l0.lang) || !l0.text.includes("${") || l0.text.includes(".join") || l0.text.includes("join("))
        ? foldJoins(l0.text, arrays, strings)
        : undefined;
    const base0 = pieces ?? l0.text;
    const joined =
      (mayConcat && (lineCues & LINE_CUES.concat) !== 0) || pieces ? (MAY_CONCAT.test(base0) ? (foldConcatenation(base0) ?? pieces) : pieces) : undefined;
    // PowerShell's format operator builds strings the same way: ('{1}{0}{2}' -f 'E','I','X') is 'IEX'.
    const formatted = (lineCues & LINE_CUES.psFormat) !== 0 && /\s-f\s/i.test(l0.text) ? foldFormat(joined ?? l0.text) : undefined;
    const foldedText = formatted ?? joined;
    const l: Line = foldedText
      ? { ...l0, text: foldedText, lower: foldedText.toLowerCase(), offset: 0, decoded: { layers: ["concat"], text: foldedText }, normalized: true }
      : l0;
    if (foldedText) foldedLines.push(l);
    const alias = mayAlias && (lineCues & LINE_CUES.alias) !== 0 ? PS_ALIAS.exec(l.text) : null;
    if (alias && sinkNames.length < 16) sinkNames.push(alias[1]!);
    const callback = mayCallback && (lineCues & LINE_CUES.callback) !== 0 ? NET_CALLBACK.exec(l.text) : null;
    if (callback) tainted.set(callback[1]!, { line: l.n, call: callback[0].trim(), urls: urlsOf(callback[0], strings) });
    // A promise chain that starts with a fetch: every `.then((x) => …)` parameter holds fetched content.
    if (mayThen) {
      const then = chain && l.text.includes(".then") ? THEN_PARAM.exec(l.text) : null;
      if (then && chain && tainted.size < 64) tainted.set(then[1]!, chain);
      if (!CHAINED.test(l.text))
        chain =
          NETREAD.test(l.text) && !l.text.trimEnd().endsWith(";") ? { line: l.n, call: l.text.trim().slice(0, 200), urls: urlsOf(l.text, strings) } : undefined;
    }
    if (tainted.size > 0 && tainted.size < 64 && l.text.includes("=")) {
      // Inside a callback of fetched data (`res.on("data", (c) => (body += c))`) what is accumulated is fetched too.
      const from = [...tainted.entries()].find(([v]) => mentions(l.text, v));
      if (from) for (const u of l.text.matchAll(UPDATE)) if (!tainted.has(u[1]!) && tainted.size < 64) tainted.set(u[1]!, from[1]);
    }
    if (mayArgv && (lineCues & LINE_CUES.argv) !== 0 && argv.size < 4096) {
      const cmd = argvCommand(l.text, { strings, tainted });
      if (cmd) argv.set(l.n, cmd);
    }
    const a = l.text.includes("=") || (l.lang === "r" && l.text.includes("<-")) ? ASSIGN.exec(l.text) : null;
    const cmakeSet = !a && l.text.includes("set(") ? CMAKE_SET.exec(l.text) : null;
    if (cmakeSet && strings.size < 4096) strings.set(cmakeSet[1]!, cmakeSet[2]!);
    const attr = !a && l.text.includes("@") ? ATTR.exec(l.text) : null;
    if (attr && strings.size < 4096) strings.set(attr[1]!, attr[3]!);
    if (mayDecode) {
      const t = l.text;
      const def = (lineCues & LINE_CUES.fnDef) !== 0 ? FN_DEF.exec(t) : null;
      if (def) currentFn = { name: (def[1] ?? def[2])!, line: l.n };
      else if (currentFn && (l.n - currentFn.line > 80 || startsTopLevel(t))) currentFn = undefined;
      const decodes = (lineCues & LINE_CUES.decode) !== 0 && DECODE_OP.test(l.text);
      const fromDecoded = !decodes && (decodedNames.some((n) => mentions(l.text, n)) || decoderFns.some((n) => mentions(l.text, n)));
      if (decodes || fromDecoded) {
        if (a && decodedNames.length < 64 && !decodedNames.includes(a[1]!)) decodedNames.push(a[1]!);
        if (currentFn && decoderFns.length < 32 && !decoderFns.includes(currentFn.name) && (decodes || /\breturn\b/.test(l.text)))
          decoderFns.push(currentFn.name);
      }
    }
    // Each element of fetched data is fetched data (`for (const step of cfg.postSync)`).
    if (tainted.size > 0 && tainted.size < 64 && l.text.includes("for")) {
      const loop = LOOP.exec(l.text);
      const from = loop ? [...tainted.entries()].find(([v]) => mentions(loop[2]!, v)) : undefined;
      if (loop && from) tainted.set(loop[1]!, from[1]);
    }
    // Files read by names the network supplies (`for pattern in manifest["include"]: glob.glob(pattern)`):
    // the server picks which of the user's files are read, secrets included.
    if (tainted.size > 0 && !remoteReads) {
      const r = FILE_READ.exec(l.text);
      const args = r ? (r[1] ?? r[2] ?? r[3] ?? "") : "";
      const from = r && !NETREAD.test(args) ? [...tainted.entries()].find(([v]) => mentions(args, v)) : undefined;
      if (r && from) {
        remoteReads = true;
        const message = `Reads the files that content downloaded by "${from[1].call.slice(0, 60)}" (line ${from[1].line}) names`;
        sink.hit("cred-cloud-files", l, r.index, r[0].length, 0.6, message);
        sink.signal("cred-source", l, r.index, message, 0.6);
      }
    }
    if (mayWrite && a && paths.size < 256 && /join|resolve|Path|File|\s\/\s|Combine|file\.path|["'`]\//.test(a[2]!)) {
      const p = pathOf(a[2]!, paths, strings);
      if (p && p.includes("/")) paths.set(a[1]!, p);
    }
    if (mayDelete0) {
      if (a && freeNames.length < 8 && (lineCues & LINE_CUES.delete) !== 0 && FREE_SPACE.test(a[2]!)) freeNames.push(a[1]!);
      const g = freeNames.length && /runcate|llocate|etLength/.test(l.text) ? GROW.exec(l.text) : null;
      if (g && freeNames.some((n) => mentions(g[1]!, n))) {
        const t = `dd if=/dev/zero of=~/fill (${l.text.trim().slice(0, 200)})`;
        foldedLines.push({ ...l, text: t, lower: t.toLowerCase(), offset: 0, decoded: { layers: ["fold"], text: t }, normalized: true });
      }
    }
    if (homeFns.size && homeNames.length < 16 && (lineCues & LINE_CUES.fnDef) !== 0) {
      const f = FN_PARAM.exec(l.text);
      if (f && homeFns.has((f[1] ?? f[3])!)) homeNames.push((f[2] ?? f[4])!);
    }
    if (mayDelete && homeDerived.length < 32) {
      const loop = l.text.includes("for") ? LOOP.exec(l.text) : null;
      const from = loop ? loop[2]! : a ? a[2]! : "";
      if (from && (HOME_RE.test(from) || homeDerived.some((n) => mentions(from, n)) || homeNames.some((n) => mentions(from, n))))
        homeDerived.push(loop ? loop[1]! : a![1]!);
    }
    if (a) {
      const [, name, rhs] = a as unknown as [string, string, string];
      const lit = STRING.exec(rhs);
      if (lit) strings.set(name, lit[2]!);
      else if (/["'`]/.test(rhs) && /\+|\.\.|\s\.\s/.test(rhs)) {
        // 'ht' + 'tp://' + …: concatenated literals and known strings fold into one value.
        const folded = rhs.split(/\s{0,3}(?:\+|\.\.|\s\.\s)\s{0,3}/).map((p) => {
          const q = /^\s{0,2}(["'`])([^"'`]{0,500})\1\s{0,2};?$/.exec(p);
          return q ? q[2] : strings.get(p.trim().replace(/^\$/, "").replace(/;$/, ""));
        });
        if (folded.every((p) => p !== undefined)) strings.set(name, folded.join(""));
      }
      const from = [...tainted.entries()].find(([v]) => mentions(rhs, v));
      if ((foldedText || maySink(l0, i, cues)) && SINK_REF.test(rhs) && sinkNames.length < 16) sinkNames.push(name);
      if (mentionsHome(l0, i, cues) && HOME_EXPR.test(rhs.trim()) && homeNames.length < 16) homeNames.push(name);
      if (NETREAD.test(rhs) && !SINK.test(rhs)) tainted.set(name, { line: l.n, call: rhs.trim(), urls: urlsOf(rhs, strings) });
      else if (from && !SINK.test(rhs)) tainted.set(name, from[1]);
      // `let b = ''; r.on('data', (c) => (b += c)); …eval(b)` on one line: the update above keeps `b` fetched.
      else if (!from) tainted.delete(name);
    }
    if (sinkNames.length !== sinkCallNames) {
      sinkCallNames = sinkNames.length;
      sinkCall = new RegExp(`(?<![\\w$.-])(?:${sinkNames.map((n) => n.replace(/[^\w-]/g, "")).join("|")})(?=\\s{0,3}\\(|\\s{1,3}[^\\s=])`);
    }
    const s =
      (foldedText || maySink(l0, i, cues) ? SINK.exec(l.text) : null) ??
      ((lineCues & LINE_CUES.psLookup) !== 0 ? dynamicIex(l.text, strings) : null) ??
      (sinkCall && !a ? sinkCall.exec(l.text) : null) ??
      (shellChild && tainted.size > 0 ? STDIN_SINK.exec(l.text) : null) ??
      ((tainted.size > 0 || decodedNames.length > 0) && (lineCues & LINE_CUES.argv) !== 0 ? SHELL_RUN.exec(l.text) : null);
    if (!s) continue;
    const arg = s[0].includes("then") ? l.text : l.text.slice(s.index);
    if (NETREAD.test(arg)) {
      reportRemote(l, s.index, { line: l.n, call: arg.trim(), urls: urlsOf(arg, strings) }, s[0].trim(), env, sink);
      continue;
    }
    let remote = false;
    for (const [v, t] of tainted) {
      // A one-line callback (`r.on('end', () => eval(d))`) reads the variable filled from the network on the same line.
      if (mentions(arg.slice(s[0].length), v) || (s[0].includes("then") && t.line === l.n)) {
        reportRemote(l, s.index, t, s[0].trim(), env, sink);
        remote = true;
        break;
      }
    }
    // `re.compile(…)` is a regex, not code; `binding.eval(…)`, `Kernel.eval(…)` are code.
    if (remote || !mayDecode || DESERIALIZE.test(s[0]) || (l.text[s.index - 1] === "." && s[0].startsWith("compile"))) continue;
    // Decoded in code, on this line or earlier (a name that holds it, a function that returns it), then run.
    const rest = arg.slice(s[0].length);
    const via = DECODE_OP.exec(rest)?.[0] ?? decodedNames.find((n) => mentions(rest, n)) ?? decoderFns.find((n) => mentions(rest, n));
    if (via) sink.hit("exec-decode-exec", l, s.index, s[0].length, 0.9, `Runs content decoded in code (${via.trim().slice(0, 40)}) with ${s[0].trim()}`);
  }
  if (foldedLines.length) runLines(foldedLines, env, sink, { budget: { bytes: 256 * 1024 } });
  const argvShell = argvScript(lines, argv, { strings, tainted });
  if (seen & LINE_CUES.save) checkCodeDownloads(lines, env, sink);
  if (seen & LINE_CUES.socket) checkReverseShellFlow(lines, sink);
  {
    const folded: Line[] = [];
    const homeVar = homeNames.length
      ? new RegExp(`(?<![\\w$.])\\$?(?:${homeNames.map((n) => n.replace(/\W/g, "")).join("|")})\\b(?!\\s{0,2}=[^=])`, "g")
      : undefined;
    const folds = new Map(foldedLines.map((f) => [f.n, f.text]));
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      if (l.context !== "script" && l.context !== "fenced") continue;
      // A variable holding the home folder stands for it (`os.path.join(home, ".ssh")`); joined literals are folded.
      let code = folds.get(l.n) ?? l.text;
      if (homeVar && l.text.length <= 4000) code = code.replace(homeVar, "os.homedir()");
      if (code === l.text && !mentionsHome(l, i, cues)) continue;
      for (const p of homePaths(code)) {
        const t = `read ${p} (${l.text.trim().slice(0, 200)})`;
        folded.push({ ...l, text: t, lower: t.toLowerCase(), offset: 0, decoded: { layers: ["fold"], text: p }, normalized: true });
      }
    }
    // Recursive deletion of the home folder itself or of each of its entries (no literal subfolder named).
    if (mayDelete)
      for (let i = 0; i < lines.length; i++) {
        const l = lines[i]!;
        if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
        if (cues && (cues[i]! & LINE_CUES.delete) === 0) continue;
        // Each file found under the home folder deleted one by one (`for p in home.rglob("*.docx"): … p.unlink()`).
        const one = homeDerived.length ? FILE_DELETE.exec(l.text) : null;
        const each = one ? (one[2] ?? one[1]!) : "";
        if (one && !/["'`]/.test(each) && homeDerived.some((n) => mentions(each, n))) {
          const t = `rm -rf ~ (${l.text.trim().slice(0, 200)})`;
          folded.push({ ...l, text: t, lower: t.toLowerCase(), offset: 0, decoded: { layers: ["fold"], text: t }, normalized: true });
          continue;
        }
        const d = DELETE_CALL.exec(l.text);
        if (!d || /["'`]/.test(d[1]!)) continue;
        const recursive = !/^(?:fs\.(?:rm|rmdir)|Remove-Item|Directory\.Delete)/.test(d[0]) || /recursive|-Recurse|,\s{0,2}true\b/i.test(l.text);
        const target = HOME_RE.test(d[1]!) || homeDerived.some((n) => mentions(d[1]!, n)) || homeNames.some((n) => mentions(d[1]!, n));
        if (!recursive || !target) continue;
        const t = `rm -rf ~ (${l.text.trim().slice(0, 200)})`;
        folded.push({ ...l, text: t, lower: t.toLowerCase(), offset: 0, decoded: { layers: ["fold"], text: t }, normalized: true });
      }
    // A write in code is the shell redirection it amounts to (`echo … >> ~/.ssh/authorized_keys`), so the
    // persistence rules that know those paths judge it.
    if (mayWrite)
      for (let i = 0; i < lines.length && folded.length < 256; i++) {
        const l = lines[i]!;
        if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
        if (cues && (cues[i]! & LINE_CUES.write) === 0) continue;
        const w = WRITE_CALL.exec(l.text);
        if (!w) continue;
        const target = w[1] ?? w[2] ?? w[4] ?? w[5] ?? w[6] ?? w[7] ?? "";
        const p = pathOf(target, paths, strings);
        if (!p || !/[/.]/.test(p)) continue;
        const append = w[3] === "a" || /append/i.test(w[0]) || /append\s{0,2}=\s{0,2}(?:TRUE|T)\b/.test(l.text);
        const t = `echo _ ${append ? ">>" : ">"} ${p} (${l.text.trim().slice(0, 200)})`;
        folded.push({ ...l, text: t, lower: t.toLowerCase(), offset: 0, decoded: { layers: ["fold"], text: t }, normalized: true });
      }
    if (folded.length) runLines(folded, env, sink, { budget: { bytes: 0 } });
  }
  // Text the code puts back in order: a Caesar shift of any N, (index, piece) pairs sorted into a string.
  if (seen & LINE_CUES.shuffle) {
    const caesar = /%\s{0,2}26\b|maketrans/.test(text);
    const sorts = /\bsorted\s{0,2}\(|\.sort\s{0,2}\(/.test(text);
    const decoded: Line[] = [];
    // Every literal of the file is tried (25 shifts each): linear in the file, so padding hides nothing.
    const budget = { chars: 26 * text.length + 1_000_000 };
    for (const l of lines) {
      if ((l.context !== "script" && l.context !== "fenced") || l.text.length > 20000 || decoded.length >= 256) continue;
      if (caesar && budget.chars > 0)
        for (const c of caesarLiterals(l.text, budget))
          decoded.push({ ...l, text: c.text, lower: c.text.toLowerCase(), offset: c.index, decoded: { layers: [`rot${c.n}`], text: c.text } });
      const pairs =
        sorts && (l.text.includes("), (") || l.text.includes("),(") || l.text.includes("], [") || l.text.includes("],[")) ? sortedPairs(l.text) : undefined;
      if (pairs) decoded.push({ ...l, text: pairs, lower: pairs.toLowerCase(), offset: 0, decoded: { layers: ["sorted-pairs"], text: pairs } });
    }
    if (decoded.length) runLines(decoded, env, sink, { budget: { bytes: 256 * 1024 } });
  }
  const reversed = reversedAssignments(text, (seen & LINE_CUES.shuffle) !== 0);
  if (reversed.length) {
    const decoded: Line[] = [];
    for (const r of reversed) {
      const base = lines[r.line - 1];
      if (base) decoded.push({ ...base, text: r.text, lower: r.text.toLowerCase(), offset: 0, decoded: { layers: ["reversed"], text: r.text } });
    }
    runLines(decoded, env, sink, { budget: { bytes: 64 * 1024 } });
  }
  return argvShell;
}
