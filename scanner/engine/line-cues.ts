// Words that whole-file checks look for on a line before running their regexes. The engine's one
// trigger pass over each line (run-lines.ts) reports them as flag bits, so those checks read a bit
// instead of walking the line again with `includes` (runLines' `cues` output, by line index).
// Each group is matched in the line's lowercase; a bit is set when any of its words occurs there.

/** Every SINK alternative of code-checks.ts holds one of these (lowercase). */
const SINK = ["exec", "eval", "compile", "runin", "function", "scriptblock", "invokescript", "load", "iex", "invoke-expression", "data:", "functiontype"];
/** Same as /home|expanduser|USERPROFILE/i on the text (no character outside ASCII lowercases into these). */
const HOME = ["home", "expanduser", "userprofile"];
/** Markdown links and reference definitions (alt text and titles: markdown-hidden.ts). */
const LINK = ["](", "]:"];

/** A string literal's closing quote, up to three spaces, then + or . (code-checks' literal folding). */
const CONCAT = ['"', "'"].flatMap((q) => ["", " ", "  ", "   "].flatMap((sp) => [q + sp + "+", q + sp + "."]));
/** Network calls that hand the response to a callback (code-checks' NET_CALLBACK). */
const CALLBACK = [
  ...["http", "https", "request", "axios", "got", "needle"].flatMap((m) => [`${m}.get`, `${m}.request`, `${m}.post`]),
  // require("https").get(…): the regex needs ")." right before the method, whatever the spacing inside.
  ...[").get", ").request", ").post"],
];
/** Code that saves a download to a file (code-downloads.ts). */
const SAVE = [
  "outfile",
  "downloadfile",
  "urlretrieve",
  "bitstransfer",
  "memfd_create",
  "writeallbytes",
  "write_bytes",
  "writefilesync",
  "os.writefile",
  "fs::write",
];
/** Sockets opened in code (code-reverse-shell.ts). */
const SOCKET = ["socket", "tcpclient", "fsockopen", "net.connect", "net.createconnection", "net.dial"];
/** PowerShell aliases (Set-Alias / New-Alias). */
const ALIAS = ["-alias"];
/** Commands run through argument lists (code-argv.ts: every regex there needs one of these). */
const ARGV = [
  "subprocess",
  "popen",
  "check_output",
  "os.exec",
  "os.spawn",
  "spawn",
  "execfile",
  "exec.command",
  "processbuilder",
  "commandline",
  "addsystemcommand",
  "system.cmd",
  "system2",
  "getruntime",
  "process.start",
  "execute_process",
  "command::new",
  "file(download",
  "(`",
  "execsync",
  "execfilesync",
  "spawnsync",
  "doshellscript",
  "shell_exec",
  "passthru",
  "proc_open",
  "os.system",
  "cp.exec",
];

/** Decoders in code (code-checks.ts DECODE_OP): content decoded into a name or returned by a function. */
const DECODE = [
  "decode",
  "decompress",
  "inflate",
  "fromhex",
  "unhexlify",
  "atob",
  "fromcharcode",
  "frombase64",
  "pack(",
  ", 2)",
  "hex2bin",
  "rot13",
  "^",
  "bxor",
  "to_bytes",
];
/** Recursive deletions in code (code-checks.ts DELETE_CALL). */
const DELETE = [
  "rmtree",
  "rmsync",
  "rmdir",
  "fs.rm(",
  "removeall",
  "rm_rf",
  "rm_r(",
  "remove_dir_all",
  "rimraf",
  "remove-item",
  "directory.delete",
  "deletedirectory",
  "fse.remove",
  "unlink",
  "os.remove",
  "file.delete",
  "disk_usage",
  "statvfs",
  "f_bavail",
  "freespace",
];

/** File writes in code (code-checks.ts WRITE_CALL). */
const WRITE = [
  "writefile",
  "appendfile",
  "open(",
  "write_text",
  "write_bytes",
  "writeall",
  "appendall",
  "fs::write",
  "files.write",
  "cat(",
  "writelines",
  "createwritestream",
];

/** PowerShell format strings (`'{1}{0}' -f …`) and commands looked up at run time (`& (Get-Alias $x)`). */
const PS_FORMAT = ["{0}", "{1}"];
const PS_LOOKUP = ["alias", "gcm", "get-command"];
/** Function definitions (code-checks.ts FN_DEF). */
const FN_DEF = ["def", "fun", "sub ", "=>", "proc"];
/** Clipboard writes (file-checks.ts checkClipboardSwap). */
const CLIPBOARD = ["lipboard", "pyperclip", "pbcopy", "xclip", "wl-copy"];
/** Arrays joined into strings and template pieces (decode/joins.ts foldJoins). */
const JOIN = [".join", "join(", "%w[", "${"];
/** Text put back in order or unshifted by code (decode/shuffled.ts): modular arithmetic on letters, sorting,
 *  reversing a variable. */
const SHUFFLE = ["% 26", "%26", "maketrans", "sorted(", ".sort(", ".reverse()", "reversed("];

export const LINE_CUE_WORDS: ReadonlyArray<readonly string[]> = [
  SINK,
  HOME,
  LINK,
  CONCAT,
  CALLBACK,
  SAVE,
  SOCKET,
  ALIAS,
  ARGV,
  DECODE,
  DELETE,
  WRITE,
  PS_FORMAT,
  PS_LOOKUP,
  FN_DEF,
  CLIPBOARD,
  JOIN,
  SHUFFLE,
];

/** Bit of LINE_CUE_WORDS[k] when the trigger pass was built with `firstBit` cue groups before them. */
function bit(k: number, firstBit: number): number {
  return 1 << (firstBit + k + 1);
}

type LineCueBits = {
  sink: number;
  home: number;
  link: number;
  concat: number;
  callback: number;
  save: number;
  socket: number;
  alias: number;
  argv: number;
  decode: number;
  delete: number;
  write: number;
  psFormat: number;
  psLookup: number;
  fnDef: number;
  clipboard: number;
  join: number;
  shuffle: number;
};

export function lineCueBits(groupsBefore: number): LineCueBits {
  return {
    sink: bit(0, groupsBefore),
    home: bit(1, groupsBefore),
    link: bit(2, groupsBefore),
    concat: bit(3, groupsBefore),
    callback: bit(4, groupsBefore),
    save: bit(5, groupsBefore),
    socket: bit(6, groupsBefore),
    alias: bit(7, groupsBefore),
    argv: bit(8, groupsBefore),
    decode: bit(9, groupsBefore),
    delete: bit(10, groupsBefore),
    write: bit(11, groupsBefore),
    psFormat: bit(12, groupsBefore),
    psLookup: bit(13, groupsBefore),
    fnDef: bit(14, groupsBefore),
    clipboard: bit(15, groupsBefore),
    join: bit(16, groupsBefore),
    shuffle: bit(17, groupsBefore),
  };
}
