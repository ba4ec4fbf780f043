// Execution: decoded payloads run, reverse shells, dynamic eval, string-built commands, destruction, miners.
import { remoteDetectors } from "./execution-remote";
import { detector, guarded, isCodeLike, patterns } from "./helpers";
import { executionRules } from "./meta/execution";
import type { RuleGroup } from "./types";

const SHELLISH = String.raw`(?:sudo\s{1,4})?(?:(?:/usr)?/bin/)?(?:ba|z|k|da)?sh\b|python[0-9.]{0,4}\b|perl\b|ruby\b|node\b|php\b|source\b|iex\b|invoke-expression\b|pwsh\b|powershell\b|osascript\b`;

const STRING_BUILT_SPECS: Array<[RegExp, number]> = [
  [/String\.fromCharCode\s{0,3}\((?:\s{0,2}(?:0x[0-9a-f]{1,4}|\d{1,6})\s{0,2},){5,64}/i, 0.8],
  [
    /(?:\bchr\s{0,2}\(\s{0,2}\d{1,6}\s{0,2}\)\s{0,2}[+.]\s{0,2}){4,64}|\[char\]\s{0,2}\d{1,6}\s{0,2}\+\s{0,2}\[char\]\s{0,2}\d{1,6}\s{0,2}\+\s{0,2}\[char\]/i,
    0.8,
  ],
  [
    /(?:^|[\s;|&(`])(?:c(?:''|"")?u(?:''|"")?r(?:''|"")?l|w(?:''|"")?g(?:''|"")?e(?:''|"")?t|b(?:''|"")?a(?:''|"")?s(?:''|"")?h|n(?:''|"")?c|p(?:''|"")?y(?:''|"")?t(?:''|"")?h(?:''|"")?o(?:''|"")?n|c(?:''|"")?h(?:''|"")?m(?:''|"")?o(?:''|"")?d|b(?:''|"")?a(?:''|"")?s(?:''|"")?e(?:''|"")?6(?:''|"")?4)(?=[\s;|&)])/,
    0.8,
  ],
  [/\$\{IFS\}|\$IFS\$\d|\$\{IFS%\?\?\}/, 0.85],
  [/\$'(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}){3,}'/, 0.75],
  [
    /\brequire\s{0,2}\(\s{0,2}["'][\w_]{1,12}["']\s{0,2}\+\s{0,2}["'][\w_]{1,12}["']|\bglobal(?:This)?\s{0,2}\[\s{0,2}["']\w{1,12}["']\s{0,2}\+|\[\s{0,2}["']\w{1,8}["']\s{0,2}\+\s{0,2}["']\w{1,8}["']\s{0,2}\]\s{0,2}\(/,
    0.8,
  ],
  [
    /__import__\s{0,2}\(\s{0,2}["']\w{1,12}["']\s{0,2}\+|getattr\s{0,2}\(\s{0,2}[\w.()'"]{1,40}\s{0,2},\s{0,2}["']\w{1,12}["']\s{0,2}\+\s{0,2}["']\w{1,12}["']|__import__\s{0,2}\(\s{0,2}["'](?:os|subprocess|pty|socket)["']\s{0,2}\)\s{0,2}\.\s{0,2}(?:system|popen|spawn|call|run|check_output|connect)\b/,
    0.75,
  ],
];

/** STRING_BUILT_SPECS, each skipped on lines without the words it needs (rules/word-filter.ts). */
const STRING_BUILT_EXECS = STRING_BUILT_SPECS.map(([re]) => guarded(re));

export const execution: RuleGroup = {
  group: "execution",
  rules: executionRules,
  line: [
    ...remoteDetectors,
    patterns(
      [
        "base64",
        "base32",
        "basenc",
        "b64decode",
        "atob",
        "frombase64",
        "xxd",
        "-enc",
        "pwsh",
        " -e ",
        " -ec ",
        " -en ",
        "decode",
        "fromhex",
        "unhexlify",
        "marshal",
        "printf",
        "buffer.from",
      ],
      [
        {
          rule: "exec-decode-exec",
          re: new RegExp(
            String.raw`\b(?:base64|base32|basenc\s{1,4}--\w{4,12})\s{1,4}(?:-[a-z]{0,3}\s{1,4}){0,2}(?:-d|-D|--decode|-di|-id)\b[^|\n]{0,200}(?:\|[^|\n]{1,100}){0,2}\|\s{0,4}(?:${SHELLISH})`,
            "i",
          ),
          conf: 0.95,
        },
        {
          rule: "exec-decode-exec",
          re: new RegExp(
            String.raw`\b(?:xxd\s{1,4}-r(?:\s{1,4}-p)?|openssl\s{1,4}(?:enc\s{1,4})?(?:-d\s{1,4})?-?(?:base64|a)\s{1,4}-d|rev|gunzip|zcat)\b[^|\n]{0,200}\|\s{0,4}(?:${SHELLISH})`,
            "i",
          ),
          conf: 0.85,
          accept: (m) => !/^rev\b|^gunzip\b|^zcat\b/i.test(m[0]) || /base64|xxd/i.test(m[0]),
        },
        {
          rule: "exec-decode-exec",
          re: /\b(?:exec|eval|compile)\s{0,4}\(\s{0,4}(?:[\w.]{0,30}\.)?(?:b64decode|b32decode|a85decode|decodebytes|decodestring|urlsafe_b64decode|decompress|loads|fromhex|unhexlify|decode)\s{0,4}\(/i,
          conf: 0.9,
        },
        {
          rule: "exec-decode-exec",
          re: /\b(?:exec|eval)\s{0,4}\(\s{0,4}(?:__import__\(\s{0,2}["'](?:base64|zlib|marshal|codecs|binascii)|(?:bytes|bytearray)\.fromhex|codecs\.decode)/i,
          conf: 0.9,
        },
        {
          rule: "exec-decode-exec",
          re: /\b(?:eval|Function|execScript|setTimeout|setInterval)\s{0,4}\(\s{0,4}(?:window\.)?(?:atob|unescape|decodeURIComponent|Buffer\.from\([^)\n]{1,4000}?["']base64["']\)\s{0,2}\.toString|String\.fromCharCode)\s{0,4}\(/i,
          conf: 0.9,
        },
        {
          rule: "exec-decode-exec",
          re: /\b(?:iex|invoke-expression)\b[^\n]{0,200}frombase64string|frombase64string[^\n]{0,300}\|\s{0,4}(?:iex|invoke-expression)\b|\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,80}\s-(?:e|ec|en|enc|enco|encod|encode|encoded|encodedcommand)\s{1,4}["']?[A-Za-z0-9+/]{20}/i,
          conf: 0.95,
        },
        {
          rule: "exec-decode-exec",
          re: new RegExp(String.raw`\bprintf\s{1,4}["']?(?:\\x[0-9a-f]{2}|\\[0-7]{3}){4,}[^|\n]{0,100}\|\s{0,4}(?:${SHELLISH})`, "i"),
          conf: 0.9,
        },
      ],
    ),
    patterns(
      [
        "/dev/tcp",
        "/dev/udp",
        "nc ",
        "ncat",
        "netcat",
        "mkfifo",
        "socat",
        "pty.spawn",
        "dup2",
        "tcpclient",
        "fsockopen",
        "/inet/tcp",
        "/inet/udp",
        "rsocket",
        "use socket",
        "sh -i",
        "bash -i",
        "ttyd",
        "gotty",
        ":localhost:22",
        ":127.0.0.1:22",
        ":0.0.0.0:22",
        ":[::1]:22",
        ":localhost:3389",
        ":127.0.0.1:3389",
        ":localhost:59",
        ":127.0.0.1:59",
      ],
      [
        {
          rule: "exec-reverse-shell",
          re: /\/dev\/(?:tcp|udp)\/[^\s/]{1,255}\/\d{1,5}/i,
          conf: 0.5,
          accept: (_m, line) => !/127\.0\.0\.1|localhost/i.test(line.text) || /(?:-i|0>&1|>&\s{0,2}\/dev|<&\d)/.test(line.text),
        },
        {
          rule: "exec-reverse-shell",
          re: /\b(?:ba)?sh\s{1,4}-i\b[^\n]{0,40}(?:>&|&>|0>&1)|\/dev\/(?:tcp|udp)\/[^\n]{0,100}0>&1|exec\s{1,4}\d{1,3}<>\s{0,2}\/dev\/tcp/i,
          conf: 0.95,
        },
        {
          rule: "exec-reverse-shell",
          re: /\b(?:nc|ncat|netcat)(?:\.exe)?\s[^\n]{0,120}\s-(?:[a-z]{0,4}e|c)\s{1,4}["']?(?:\/bin\/)?(?:ba|z)?sh|\b(?:nc|ncat|netcat)(?:\.exe)?\s[^\n]{0,120}-e\s{1,4}cmd(?:\.exe)?|mkfifo[^\n]{0,200}\b(?:nc|ncat|netcat)\b|\b(?:nc|ncat|netcat)\b[^\n]{0,100}\|\s{0,4}(?:\/bin\/)?(?:ba)?sh\b[^\n]{0,60}\|\s{0,4}(?:nc|ncat|netcat)\b/i,
          conf: 0.95,
        },
        { rule: "exec-reverse-shell", re: /\bsocat\b[^\n]{0,200}\b(?:exec|system):/i, conf: 0.9 },
        {
          // A shell served to the network (bind shell, writable web terminal), or this machine's SSH/RDP/VNC port
          // forwarded to a remote host (`ssh -R 0.0.0.0:22022:localhost:22 relay@…`): a way in for someone else.
          rule: "exec-reverse-shell",
          re: /\b(?:nc|ncat|netcat)\s[^\n]{0,60}\s-[a-z]{0,4}l[a-z]{0,4}\s[^\n]{0,80}-[a-z]{0,3}e\s{1,4}["']?(?:\/bin\/)?(?:ba|z)?sh\b|\bttyd\b(?![^\n]{0,120}(?:-i\s{1,3}|--interface[=\s]{1,3})(?:lo\b|127\.0\.0\.1|localhost))[^\n]{0,120}(?:\s-W\b|--writable\b)[^\n]{0,120}\b(?:ba|z|fi)?sh\b|\bgotty\b[^\n]{0,80}\s(?:-w|--permit-write)\b[^\n]{0,80}\b(?:ba|z)?sh\b|\bssh\b[^\n]{0,200}\s-R\s{0,3}(?:[\w.*:[\]-]{1,80}:)?\d{1,5}:(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0):(?:22|3389|5900|5901)\b/i,
          conf: 0.8,
        },
        // gawk's network special files: a coprocess on /inet/tcp/0/HOST/PORT reading commands to run.
        { rule: "exec-reverse-shell", re: /\/inet\/(?:tcp|udp)\/\d{1,5}\/[^\s/"']{1,255}\/\d{1,5}\b[^\n]{0,300}\|&/i, conf: 0.9 },
        {
          rule: "exec-reverse-shell",
          re: /\bdup2\s{0,2}\([^\n]{0,300}pty\.spawn|pty\.spawn\s{0,2}\(\s{0,2}["'](?:\/bin\/)?(?:ba)?sh["']\s{0,2}\)[^\n]{0,100}|socket\.socket\([^\n]{0,300}\.connect\(\s{0,2}\(\s{0,2}["'][^"'\n]{1,100}["']\s{0,2},\s{0,2}\d{2,5}\s{0,2}\)\s{0,2}\)[^\n]{0,200}dup2/i,
          conf: 0.85,
        },
        {
          rule: "exec-reverse-shell",
          re: /net\.sockets\.tcpclient\s{0,4}\([^\n]{0,300}getstream|\bfsockopen\s{0,2}\([^\n]{0,200}(?:exec|shell_exec|system|proc_open)\s{0,2}\(|ruby\s{1,4}-rsocket\b|perl\s{1,4}-e\s{1,4}["']?use\s{1,4}socket|\bsocket\s{0,2}\(\s{0,2}\w{1,20}\s{0,2},\s{0,2}PF_INET\b[^\n]{0,400}\bopen\s{0,2}\(\s{0,2}\*?STD(?:IN|OUT|ERR)\b[^\n]{0,400}\bexec\b/i,
          conf: 0.9,
        },
      ],
    ),
    detector(["eval", "exec", "function(", "function (", "runin", "os.system", "shell=true", "shell = true", "popen"], (line, _env, out) => {
      if (!(line.context === "script" || line.context === "fenced" || line.decoded)) return;
      if (line.comment) return;
      const lang = line.lang;
      const sh = /^(?:ba|z|k)?sh$|^shell$|^console$|^bash$/.test(lang);
      const re =
        /(?<![.\w$])(?:eval|exec)\s{0,4}\(\s{0,4}(?!["'`\d\[{)\s]|r["']|f["']|function\b|\(\)|this\b)|\bnew\s{1,4}Function\s{0,4}\((?!\s{0,4}\))|\bvm\.runIn(?:This|New)?Context\s{0,4}\(|\bos\.(?:system|popen)\s{0,4}\(\s{0,4}(?!["'])|\bsubprocess\.\w{2,14}\s{0,2}\([^\n]{0,200}shell\s{0,2}=\s{0,2}True|\bchild_process\b[^\n]{0,60}\.execSync?\s{0,2}\(\s{0,2}`[^`\n]{0,200}\$\{/;
      if (sh) return;
      const m = re.exec(line.text);
      if (m) out.hit("exec-dynamic-eval", m.index, m[0].length, 0.6);
    }),
    patterns(
      // The accept test needs one of these words, rarer in prose than "join" (and path.join in code).
      ["parts", "pieces", "fragment", "segments", "halves", "chunks", "a, b and c", "a, b, and c"],
      [
        {
          // Prose that hands the agent a command in pieces to put together and run: the pieces pass a
          // reader (and a line rule) one by one, the agent runs the whole.
          rule: "exec-string-built",
          re: /\b(?:join|concatenat\w{0,3}|combin\w{0,3}|assembl\w{0,3}|glue|put)\b(?:\s{1,3}together)?[^\n]{0,120}?\b(?:and|then)\s{1,3}(?:run|execute|eval\w{0,4}|paste)\b[^\n]{0,60}?\b(?:result|it|them|command|output|terminal|shell)\b/i,
          conf: 0.7,
          accept: (_m, line) =>
            /\b(?:parts?|pieces?|fragments?|segments?|halves|chunks?)\b|\b[A-E]\s{0,2},\s{0,2}[A-E]\s{0,2},?\s{0,2}and\s{1,3}[A-E]\b/i.test(line.text),
        },
      ],
    ),
    detector(["fromcharcode", "chr(", "''", '""', "ifs", "$'\\", "__import__", "require(", "global", "getattr", "[char]", "['", '["'], (line, _env, out) => {
      for (let k = 0; k < STRING_BUILT_SPECS.length; k++) {
        const [re, conf] = STRING_BUILT_SPECS[k]!;
        const m = STRING_BUILT_EXECS[k]!(line.text);
        if (!m) continue;
        if (!isCodeLike(line, m.index) && conf < 0.85) continue;
        // Quote-split names only count inside shell-like code, not prose that mentions ''.
        if (re === STRING_BUILT_SPECS[2]?.[0] && !m[0].includes("'") && !m[0].includes('"')) continue;
        out.hit("exec-string-built", m.index, m[0].length, conf);
        return;
      }
    }),
    patterns(
      [
        "rm -",
        "rm  -",
        "mkfs",
        "dd if",
        "of=/dev",
        ":(){",
        ": (){",
        ":() {",
        "chmod -r",
        "/dev/sd",
        "/dev/nvme",
        "/dev/disk",
        "del /",
        "erase /",
        "format ",
        "remove-item",
        "vssadmin",
        "wbadmin",
        "cipher",
        "shred",
        "-delete",
        "diskpart",
        "wipefs",
        "--no-preserve-root",
        "if=/dev/",
        "fallocate",
        "truncate",
      ],
      [
        {
          rule: "exec-destructive",
          re: /\brm\s{1,4}(?:-[a-z]{1,6}\s{1,4}|--[a-z-]{1,20}\s{1,4}){0,3}-(?:[a-z]{0,4}r[a-z]{0,4}f|[a-z]{0,4}f[a-z]{0,4}r|-recursive\s{1,4}--force)[a-z]{0,4}\s{1,4}(?:-[a-z-]{1,20}\s{1,4}){0,2}["']?(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*|\/home|\/Users|\/etc|\/usr|\/var|\/boot|\.\.\/\.\.)["']?(?=\s|$|;|&|\||\))/i,
          conf: 0.9,
        },
        {
          rule: "exec-destructive",
          re: /--no-preserve-root|\bmkfs(?:\.\w{2,8})?\s{1,4}\/dev\/|\bdd\s[^\n]{0,80}of=\/dev\/(?:sd|nvme|hd|disk|mmcblk|xvd|vd)|:\(\)\s{0,2}\{\s{0,2}:\s{0,2}\|\s{0,2}:\s{0,2}&\s{0,2}\}\s{0,2};\s{0,2}:|\bchmod\s{1,4}-R\s{1,4}0?777\s{1,4}\/(?:\s|$)|>\s{0,2}\/dev\/(?:sd[a-z]|nvme\d|disk\d)\b|\bwipefs\s{1,4}-a\b/i,
          conf: 0.9,
        },
        {
          // Filling the disk: zeros written with no count (until the disk is full), or a file sized to the free space.
          rule: "exec-destructive",
          re: /\bdd\s[^\n]{0,80}\bif=\/dev\/(?:zero|urandom|random)\b(?![^\n]{0,160}\bcount=)[^\n]{0,120}\bof=(?!\/dev\/null\b)|\bfallocate\s[^\n]{0,40}-l\s{0,2}["']?\$\(\s{0,2}df\b|\b(?:f?truncate|fallocate|posix_fallocate)\s{0,2}\([^\n]{0,80}(?:disk_usage\([^\n]{0,80}\)\.free|\bf_bavail\b|AvailableFreeSpace)/i,
          conf: 0.85,
          codeOnly: true,
        },
        {
          rule: "exec-destructive",
          re: /\b(?:del|erase)\s{1,4}(?:\/[fsqa]\s{0,4}){1,4}[^\n]{0,20}[a-z]:\\(?:\*|\s|$|windows|users)|\bformat\s{1,4}[c-z]:(?:\s|$|\/)|\bremove-item\b[^\n]{0,80}-recurse[^\n]{0,80}(?:[a-z]:\\(?:\s|$|\*|windows|users)|\$env:(?:userprofile|systemroot|homedrive)|~)|\bvssadmin(?:\.exe)?\s{1,4}delete\s{1,4}shadows|\bwbadmin\s{1,4}delete|\bcipher(?:\.exe)?\s{1,4}\/w|\bshred\s[^\n]{0,60}(?:~|\$HOME|\/dev\/)|\bfind\s{1,4}(?:\/|~|\$HOME)\s[^\n]{0,100}-delete\b|\bdiskpart\b[^\n]{0,60}\bclean\b/i,
          conf: 0.85,
        },
      ],
    ),
    detector(["() {", "(){"], (line, _env, out) => {
      // A fork bomb under any name: a function that pipes itself into itself in the background.
      const m = /\b([A-Za-z_][\w-]{0,30})\s{0,2}\(\)\s{0,2}\{\s{0,2}\1\s{0,2}\|\s{0,2}\1\s{0,2}&/.exec(line.text);
      if (m && isCodeLike(line, m.index)) out.hit("exec-destructive", m.index, m[0].length, 0.9, "Fork bomb");
    }),
    patterns(
      [
        "xmrig",
        "stratum+",
        "minerd",
        "cpuminer",
        "cgminer",
        "donate-level",
        "cryptonight",
        "nicehash",
        "minexmr",
        "supportxmr",
        "hashvault",
        "nanopool",
        "2miners",
        "f2pool",
        "coinhive",
        "moneroocean",
        "randomx",
      ],
      [
        {
          rule: "exec-miner",
          re: /\b(?:xmrig|minerd|cpuminer(?:-multi|-opt)?|cgminer|bfgminer|ethminer|t-rex|phoenixminer|nbminer|lolminer|coinhive)\b|stratum\+(?:tcp|ssl|tls):\/\/|--donate-level|\b(?:pool\.)?(?:minexmr|supportxmr|hashvault|moneroocean|nanopool|2miners|f2pool|nicehash)\.(?:com|org|pro|net|stream)|\bcryptonight\b/i,
          conf: 0.85,
        },
      ],
    ),
  ],
};
