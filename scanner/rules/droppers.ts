// Droppers and social engineering: install prompts in prose that get a person to run a stealer.
import { findUrls, isReleaseHost } from "../hosts";
import { detector, guarded, patterns } from "./helpers";
import { droppersRules } from "./meta/droppers";
import type { RuleGroup } from "./types";

const EXEC_EXT = /\.(?:exe|msi|scr|com|bat|cmd|vbs|vbe|jse|wsf|hta|ps1|jar|apk|dmg|pkg|app|appimage|run|bin|command|so|dylib|dll)(?:\.zip)?(?:[?#]|$)/i;
const NET_COMMAND = /\b(?:curl|wget|nc|ncat|iwr|irm|invoke-webrequest|invoke-restmethod|fetch|ssh|scp|telnet|ftp|tftp|socat|http)\b/i;
const ARCHIVE_EXT = /\.(?:zip|7z|rar|tar\.gz|tgz|tar\.xz|tar\.bz2|iso|img)(?:[?#]|$)/i;
const DOC_IPS = /^(?:192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|0\.0\.0\.0|1\.1\.1\.1$|1\.0\.0\.1$|8\.8\.8\.8$|8\.8\.4\.4$|9\.9\.9\.9$)/;

const LURE =
  /\b(?:prerequisites?|pre-requisites?|before (?:using|running|installing|you (?:use|start|begin|can use)) (?:this|the) (?:skill|tool|plugin|extension)|requires? (?:the )?[\w.-]{2,40} (?:to be installed|component|driver|agent|utility|helper|runtime|core|daemon)|required (?:component|dependency|driver|agent|utility|helper|update|runtime|core|software|tool)|(?:you )?must (?:first )?(?:install|download|run|execute) (?:the |this |our )?|(?:must|needs? to|has to) be (?:installed|downloaded|running|set up) (?:first|before)|is required (?:to run|for this skill|before (?:using|running))|(?:will not|won't|doesn't|does not|cannot|can't) (?:work|function|run)(?: properly| correctly)? (?:without|unless|until)|(?:setup|installation|activation) (?:is )?(?:required|mandatory|needed)|openclaw-?(?:core|agent|driver|helper|runtime)|install(?:ation)? steps? \(required\))/i;
/** LURE's other half: a setup heading. Anchored at the start, where LURE (\b before a word) cannot match,
 *  so `LURE_HEADING ?? LURE` finds what the two as one alternation would. */
const LURE_HEADING = /^\s{0,3}#{1,6}\s[^\n]{0,40}\b(?:requirements?|setup|installation|install|getting started|before you (?:start|begin))\b/i;

// Skipped on lines without the words they need (rules/word-filter.ts).
const lureWords = guarded(LURE);
const lureHeading = guarded(LURE_HEADING);
const passwordIs = guarded(
  /\b(?:password|passwort|passcode|pass|pwd|kennwort|contraseña|senha|пароль)\s{0,3}(?:is\s{1,3}|:|=|-|–)\s{0,3}(?:[`'"*_]{1,3}[^\s`'"*_]{2,40}|[^\s`'"*_]{0,40}[\d!@#$%^&][^\s`'"*_]{0,40})/i,
);
const passwordQuoted = guarded(
  /\b(?:with|use|using|enter|type)\s{1,3}(?:the\s{1,3})?(?:password|passcode|passphrase)\s{1,3}[`'"*_]{1,3}([^\s`'"*_]{3,40})[`'"*_]{1,3}/i,
);
const unzipWithPassword = guarded(/\b(?:unzip|7z[az]?\s{1,3}x|7za?|unrar\s{1,3}x)\b[^\n]{0,60}\s-[pP]\s{0,2}["']?[^\s"']{2,40}/);
const mentionsArchive = guarded(/\b(?:zip|7z|7-zip|rar|archive|extract|unzip|unpack)\b/i);

export const droppers: RuleGroup = {
  group: "droppers and social engineering",
  rules: droppersRules,
  line: [
    detector(["://", "0.", "1.", "2.", "3.", "4.", "5.", "6.", "7.", "8.", "9."], (line, _env, out) => {
      if (line.context === "frontmatter" && /^\s{0,8}["']?homepage["']?\s{0,2}:/.test(line.text)) return;
      for (const u of findUrls(line.text)) {
        const conf = line.decoded ? 0.95 : 0.8;
        if (u.hostClass === "raw-ip" && !DOC_IPS.test(u.host) && (u.scheme !== "" || NET_COMMAND.test(line.text))) {
          out.hit("drop-raw-ip-url", u.index, u.url.length, conf);
          if (NET_COMMAND.test(line.text) || EXEC_EXT.test(u.path) || ARCHIVE_EXT.test(u.path) || /\.(?:sh|py|ps1|js)(?:[?#]|$)/i.test(u.path))
            out.signal("strong-drop", u.index, "download from raw IP " + u.host);
        } else if (u.hostClass === "paste") {
          out.hit("drop-paste-site", u.index, u.url.length, /\b(?:curl|wget|iwr|irm|invoke-webrequest)\b/i.test(line.text) ? 0.9 : 0.7);
          out.signal("strong-drop", u.index, "paste site " + u.host);
        } else if (u.hostClass === "shortener") {
          out.hit("drop-url-shortener", u.index, u.url.length, 0.7);
          out.signal("artifact", u.index, "shortened URL " + u.host);
        } else if (u.hostClass === "tunnel") {
          out.hit("drop-tunnel-host", u.index, u.url.length, 0.75);
          if (NET_COMMAND.test(line.text)) out.signal("artifact", u.index, "tunnel host " + u.host);
        }
        const brand =
          u.hostClass === "lookalike" ||
          (u.host === "github.com" && /^\/(?!openclaw\/|anthropics\/)[^/]{1,60}\/[^/]{0,30}(?:openclaw|clawhub|clawdbot)[^/]{0,30}\/releases\//i.test(u.path));
        if (brand) {
          out.hit(
            "drop-impersonation",
            u.index,
            u.url.length,
            0.7,
            `Look-alike of an official name in ${u.host}${u.host === "github.com" ? u.path.slice(0, 60) : ""}`,
          );
          out.signal("strong-drop", u.index, "look-alike download site " + u.host);
        }
        if (u.scheme !== "" && line.context !== "frontmatter" && (EXEC_EXT.test(u.path) || ARCHIVE_EXT.test(u.path))) {
          const exe = EXEC_EXT.test(u.path);
          const release = isReleaseHost(u);
          const c = exe ? (release ? 0.45 : 0.65) : release ? 0.3 : 0.45;
          out.hit("drop-executable-download", u.index, u.url.length, c);
          if (exe) out.signal("artifact", u.index, "download " + u.url.slice(0, 80));
          if (ARCHIVE_EXT.test(u.path) || /\.zip/i.test(u.path)) out.signal("archive", u.index, u.url.slice(0, 80));
        }
      }
    }),
    detector(
      [
        "prerequisite",
        "pre-requisite",
        "before ",
        "require",
        "must ",
        "needs to be",
        "need to be",
        "has to be",
        "#",
        "will not",
        "won't",
        "doesn't",
        "does not",
        "cannot",
        "can't",
        "mandatory",
        "needed",
        "openclaw",
        "install",
        "setup",
        "getting started",
      ],
      (line, _env, out) => {
        const m = lureHeading(line.text) ?? lureWords(line.text);
        if (m) out.signal("lure", m.index, m[0]);
      },
    ),
    detector(["pass", "pwd", "kennwort", "contraseña", "senha", "пароль", "zip", "7z", "rar", "archive", "extract", "unpack"], (line, _env, out) => {
      const pw = passwordIs(line.text);
      const pw2 = pw ? null : passwordQuoted(line.text);
      if (pw) out.signal("password", pw.index, pw[0]);
      else if (pw2) out.signal("password", pw2.index, "password: " + pw2[1]);
      const unzipPw = unzipWithPassword(line.text);
      if (unzipPw) {
        out.signal("password", unzipPw.index, "password: " + unzipPw[0]);
        out.signal("archive", unzipPw.index, "archive");
      }
      if (mentionsArchive(line.text)) out.signal("archive", 0, "archive");
    }),
    patterns(
      ["paste", "win+r", "win + r", "windows+r", "windows key", "run dialog", "⊞", "verify you are human", "terminal"],
      [
        {
          rule: "drop-paste-in-terminal",
          re: /\b(?:press|hit|open)\s{1,3}(?:the\s{1,3})?(?:win(?:dows)?\s{0,2}\+\s{0,2}r|⊞\s{0,2}\+\s{0,2}r|windows key\s{0,2}\+\s{0,2}r|run dialog)|verify (?:that )?you are (?:a )?human[^\n]{0,80}(?:paste|press|win)/i,
          conf: 0.85,
        },
        {
          rule: "drop-paste-in-terminal",
          re: /\b(?:copy[\s,&]{1,8}(?:and\s{1,3})?)?paste\s{1,3}(?:it\s{1,3}|this\s{1,3}|that\s{1,3}|the\s{1,3}(?:following|command|code|line|script|snippet)\s{1,3}|(?:the\s{1,3})?(?:following\s{1,3})?(?:command|code|line|script|snippet)s?\s{1,3})?(?:in|into|to)\s{1,3}(?:your\s{1,3}|the\s{1,3}|a\s{1,3}|an\s{1,3})?(?:macos\s{1,3}|mac\s{1,3}|windows\s{1,3})?(?:terminal|powershell|command prompt|cmd|shell|console|run (?:box|dialog))/i,
          conf: 0.45,
        },
        {
          rule: "drop-paste-in-terminal",
          re: /\bopen\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3})?(?:terminal|powershell|command prompt)(?:\s{1,3}app)?\s{1,3}(?:and|then|,)\s{1,3}(?:then\s{1,3})?paste/i,
          conf: 0.45,
        },
      ],
    ),
    patterns(
      [
        "quarantine",
        "spctl",
        "mppreference",
        "defender",
        "gatekeeper",
        "smartscreen",
        "antivirus",
        "anti-virus",
        "unblock-file",
        "xattr",
        "run anyway",
        "open anyway",
        "exclusion",
      ],
      [
        {
          rule: "drop-quarantine-bypass",
          re: /\bxattr\s{1,4}(?:-[a-z]{1,4}\s{1,4}){0,3}(?:-d\s{1,4}|-c\b|-cr\b|-rc\b|-rd\s{1,4})(?:com\.apple\.quarantine)?/i,
          conf: 0.75,
        },
        {
          rule: "drop-quarantine-bypass",
          re: /com\.apple\.quarantine|\bspctl\s{1,4}(?:--master-disable|--global-disable|--add|--disable)|\bset-mppreference\b[^\n]{0,80}-disable\w{0,40}|\badd-mppreference\b[^\n]{0,80}-exclusion\w{0,20}/i,
          conf: 0.8,
        },
        {
          rule: "drop-quarantine-bypass",
          re: /\b(?:disable|turn off|deactivate|pause|bypass|allowlist|whitelist|exclude\s{1,3}[^\n]{0,30}from)\s{1,3}(?:your\s{1,3}|the\s{1,3}|windows\s{1,3}|any\s{1,3})?(?:antivirus|anti-virus|av|windows defender|defender|gatekeeper|smartscreen|real-?time protection|xprotect|edr)\b/i,
          conf: 0.75,
        },
        { rule: "drop-quarantine-bypass", re: /\bunblock-file\b/i, conf: 0.4 },
        {
          rule: "drop-quarantine-bypass",
          re: /\b(?:add|create|set up)\s{1,3}(?:an?\s{1,3})?exclusions?\b|\bclick\s{1,3}["'“]?(?:run anyway|open anyway|more info)|\ballow\s{1,3}(?:it|the app|the file)\s{1,3}(?:through|in)\s{1,3}(?:windows\s{1,3})?(?:defender|smartscreen|gatekeeper|antivirus)/i,
          conf: 0.75,
          accept: (_m, line) => /defender|antivirus|anti-virus|smartscreen|gatekeeper|\bav\b|security warning|edr/i.test(line.text),
        },
      ],
    ),
    patterns(
      ["openclaw", "clawhub", "clawdbot", "anthropic", "claude", "official", "authtool"],
      [
        {
          rule: "drop-impersonation",
          re: /\b(?:openclaw|clawdbot|clawhub|claude|anthropic|moltbot)[-_ ]?(?:core|agent|driver|helper|runtime|daemon|authtool|auth-tool|updater|security[-_ ]?update|service)\b(?:[\w.-]{0,20}\.(?:exe|zip|dmg|pkg|msi|sh|ps1))?/i,
          conf: 0.6,
          accept: (m, line) => !/\b(?:openclaw|claude)[-_ ](?:agent|service|runtime)\b/i.test(m[0]) || /\.(?:exe|zip|dmg|pkg|msi)|download/i.test(line.text),
        },
        {
          rule: "drop-impersonation",
          re: /\b(?:official|verified|genuine|authentic)\s{1,3}(?:openclaw|clawhub|clawdbot|anthropic|claude|openai|microsoft|apple)\s{1,3}(?:\w{1,20}\s{1,3})?(?:component|driver|agent|helper|plugin|extension|update|patch|installer|runtime|package|tool)\b/i,
          conf: 0.7,
        },
        {
          rule: "drop-impersonation",
          re: /^\s{0,4}name\s{0,3}:\s{0,3}["']?(?:official[-_ ]?(?:openclaw|clawhub|anthropic|claude|openai)|(?:openclaw|clawhub|anthropic|claude|openai)[-_ ]?(?:official|core|security|system|update|verified))\b/i,
          conf: 0.7,
          accept: (_m, line) => line.context === "frontmatter",
        },
      ],
    ),
  ],
};
