// Credentials: reading key files, agent configs, wallets, browser stores, keychains; hard-coded secrets.
import { detector, guarded, isCodeLike, looksPlaceholder, patterns } from "./helpers";
import { credentialsRules } from "./meta/credentials";
import { SECRET_SPECS } from "./secret-patterns";
import type { Line, LineOut, RuleGroup } from "./types";

/** Verbs/APIs that read, copy or ship a file: mentions without them are usually documentation. */
const READ_VERB =
  /\b(?:cat|cp|scp|rsync|tar|zip|7z|base64|xxd|curl|wget|open\s{0,2}\(|readfile(?:sync)?|read_text|read_bytes|get-content|strings|copy|copy-item|upload|send|exfil\w{0,6}|steal|grab|harvest|collect|extract|dump|print|paste|echo|readdir(?:sync)?|with open|read (?:the |all |every )?(?:contents?|files?|keys?)|print the contents)\b|\bread\s{1,3}(?:the\s{1,3})?(?:file\s{1,3})?[`'"]?(?:~|\$HOME|%USERPROFILE%)|<\s{0,2}["']?~|\$\(cat|\b(?:the\s{1,3})?(?:output|value|contents?)\s{1,3}of\b|\b(?:line|value|entry|key|token|field)s?\s{1,3}from\s{1,3}[`'"]?(?:~|\$HOME|%USERPROFILE%)/i;
const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|%APPDATA%|\$env:USERPROFILE|\$env:APPDATA|/home/[\w.-]{1,32}|/Users/[\w.-]{1,32}|/root|os\.homedir\(\)[^\n]{0,12}|Path\.home\(\)[^\n]{0,12}|expanduser\(\s{0,2}["']~)`;

/** Strong when a read/copy/ship verb sits near the path; in scripts the path alone is medium; in docs weak. */
function weigh(line: Line, index: number, strong: number, weak: number): number {
  const near = line.text.slice(Math.max(0, index - 80), index + 120);
  if (READ_VERB.test(near) || line.decoded) return strong;
  if (line.context === "script") return Math.max(weak, 0.5);
  return isCodeLike(line, index) ? Math.max(weak, 0.3) : weak;
}

const SSH_RE = new RegExp(
  String.raw`(?:\s-C\s{1,3}|\bcd\s{1,3})["']?(?:~|\$HOME|\$\{HOME\})\/?["']?(?:\s{1,3}&&\s{1,3}|\s{1,3})[^\n;|]{0,80}?(?<=[\s"'])\.ssh(?![\w.-])|${HOME}[/\\]\.ssh(?:[/\\]([\w.*-]{0,40}))?|["'\x60]\.ssh(?:[/\\]([\w.*-]{0,40}))?["'\x60]|\bid_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)|["'\x60=\s]id_\*(?!\.pub)`,
  "i",
);
const AGENT_RE = new RegExp(
  String.raw`${HOME}[/\\]?\.(openclaw|clawdbot|clawdis|moltbot|claude|codex|cursor|gemini|continue|aider|config[/\\](?:claude|openclaw|gh|github-copilot))(?:\.json)?(?![\w-])(?:[/\\]([\w./*-]{0,80}))?|\.(?:openclaw|clawdbot|clawdis|moltbot)[/\\]\.env\b|\bauth-profiles\.json\b|\.claude[/\\]\.credentials\.json|\.codex[/\\]auth\.json`,
  "i",
);
const CLOUD_RE =
  /\.aws[/\\](?:credentials|config)\b|\.config[/\\]gcloud\b|application_default_credentials\.json|\.azure[/\\]|\.kube[/\\]config\b|\.docker[/\\]config\.json|(?:^|[\s"'=/~])\.npmrc\b|\.pypirc\b|\.git-credentials\b|(?:^|[\s"'=/~])\.netrc\b|\.config[/\\]gh[/\\]hosts\.yml|\.terraform\.d[/\\]credentials|\.vault-token\b|rclone\.conf\b|\.m2[/\\]settings\.xml|\.gem[/\\]credentials|\.cargo[/\\]credentials|(?:^|[\s"'=/~])\.boto\b|\.s3cfg\b|\.pgpass\b|\.my\.cnf\b|\.config[/\\]hub\b/i;
const HUNT_RE =
  /\bfind\s[^\n]{0,120}-i?name\s{1,4}["']?(?:\*?\.env\b|\.env["'\s]|id_rsa|id_ed25519|\*\.pem|\*\.key\b|\*\.ppk|wallet\.dat|\.npmrc|credentials|\*\.kdbx|\*secret\*|\*token\*)|\b(?:glob|rglob|iglob)\s{0,2}\([^\n]{0,80}(?:\*\*\/)?(?:\.env|id_rsa|\*\.pem|wallet\.dat|credentials)/i;

/** Commands that print a stored token and cloud instance-metadata endpoints that hand out credentials. */
const TOKEN_RE =
  /\bgh\s{1,3}auth\s{1,3}token\b|\bglab\s{1,3}auth\s{1,3}status\b[^\n]{0,40}\s(?:-t|--show-token)\b|\bgcloud\s{1,3}auth\s{1,3}(?:application-default\s{1,3})?print-(?:access|identity)-token\b|\baz\s{1,3}account\s{1,3}get-access-token\b|\bheroku\s{1,3}auth:token\b|\bvault\s{1,3}print\s{1,3}token\b|\baws\s{1,3}configure\s{1,3}export-credentials\b|\bkubectl\s{1,3}config\s{1,3}view\b[^\n]{0,40}--raw\b|\bdocker-credential-[\w-]{1,30}\s{1,3}(?:get|list)\b|\bgit credential(?:-[\w-]{1,30})? (?:fill|get)\b|\bgit-credential-[\w-]{1,30} get\b/i;
const METADATA_RE =
  /169\.254\.169\.254\/[^\s"'`]{0,80}(?:security-credentials|identity\/oauth2\/token|service-accounts|\/identity-credentials)|metadata\.google\.internal\/computeMetadata\/v1\/instance\/service-accounts|169\.254\.170\.2\b|\$\{?AWS_CONTAINER_CREDENTIALS_(?:RELATIVE|FULL)_URI/i;
/** Where each token printer's own API lives: a token sent there on the same line is its use, not a theft. */
const OWN_SERVICE: Array<[RegExp, RegExp]> = [
  [/\bgh\b/i, /(?:^|[/.@])(?:api\.)?github\.com\b|\bgh\s{1,3}(?:api|repo|pr|issue|release)\b/i],
  [/\bglab\b/i, /gitlab\.com\b/i],
  [/\bgcloud\b/i, /googleapis\.com\b|\.google\.com\b|\.run\.app\b/i],
  [/\baz\b/i, /(?:azure\.com|microsoft\.com|azure\.net|windows\.net)\b/i],
  [/\bheroku\b/i, /heroku\.com\b/i],
  [/\bvault\b/i, /\bvault\b[^\n]{0,40}(?:login|read|write|kv)\b/i],
];

// The regexes of the detectors below, skipped on lines without the words they need (rules/word-filter.ts).
const agentRe = guarded(AGENT_RE);
const sshRe = guarded(SSH_RE);
const huntRe = guarded(HUNT_RE);
const cloudRe = guarded(CLOUD_RE);
const tokenRe = guarded(TOKEN_RE);
const metadataRe = guarded(METADATA_RE);
const SECRET_EXECS = SECRET_SPECS.map(([re, conf]) => [guarded(re), conf] as const);

function agentConfig(line: Line, out: LineOut) {
  const m = agentRe(line.text);
  if (!m) return;
  const rest = (m[2] ?? m[0]).toLowerCase();
  // openclaw.json/clawdbot.json hold provider API keys: read in code (not mentioned in docs) they are a secret file.
  const agentKeys =
    /(?:openclaw|clawdbot|clawdis|moltbot)\.json\b/.test(rest) &&
    (line.context === "script" || !!line.decoded || (line.context === "fenced" && READ_VERB.test(line.text)));
  const secretFile =
    agentKeys || /\.env\b|credential|auth|token|secret|oauth|key|cookie|identity|device|keychain|mcp/.test(rest) || m[0].toLowerCase().endsWith(".env");
  const whole = !m[2] && /\b(?:tar|zip|cp\s{1,4}-[a-z]{0,3}r|rsync|scp|7z|compress)/i.test(line.text);
  // Conversation logs and memory are private but only worth flagging when something reads or ships them.
  const transcripts = /session|transcript|history|memory|projects/.test(rest);
  const verbNear = READ_VERB.test(line.text.slice(Math.max(0, m.index - 80), m.index + 120));
  let conf = secretFile ? weigh(line, m.index, 0.85, 0.45) : transcripts && verbNear ? 0.8 : weigh(line, m.index, 0.4, 0.1);
  if (!secretFile && isCodeLike(line, m.index) && !READ_VERB.test(line.text)) conf = 0.15;
  if (whole) conf = 0.85;
  // An install spec in frontmatter naming a state folder (targetDir: ~/.openclaw/tools/gh) declares
  // where a tool goes; archive words around it ("tar.gz", "extract") are not a read of secrets.
  if (!secretFile && !whole && !(transcripts && verbNear) && line.context === "frontmatter") conf = Math.min(conf, 0.15);
  // Writing your own config (config set, editing openclaw.json) is not reading secrets.
  if (!secretFile && !whole && /\b(?:openclaw|clawhub)\s{1,3}(?:config|skills|--workdir)|\bconfig\s{1,3}set\b/i.test(line.text)) return;
  out.hit("cred-agent-config", m.index, m[0].length, conf);
}

export const credentials: RuleGroup = {
  group: "credentials",
  rules: credentialsRules,
  line: [
    detector(["ssh_auth_sock"], (line, _env, out) => {
      // The SSH agent's socket bridged to a TCP port: whoever reaches the port signs in with the user's keys.
      const m =
        /\b(?:socat|ncat|nc)\b[^\n]{0,200}(?:unix-connect:|unix:|-U\s{0,3})["']?\$\{?SSH_AUTH_SOCK\b|\$\{?SSH_AUTH_SOCK\}?["']?[^\n]{0,120}\b(?:tcp-listen|tcp4-listen|tcp6-listen|tcp:|-l\s)/i.exec(
          line.text,
        );
      if (m) out.hit("cred-ssh-keys", m.index, m[0].length, 0.85, "Exposes the SSH agent (the user's keys) on a network port");
    }),
    detector(["ssh", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_*"], (line, _env, out) => {
      // Using a key (ssh -i, scp -i, IdentityFile, ssh-add) is not reading it.
      if (/\b(?:ssh-keygen|ssh-add|ssh-copy-id|identityfile|ssh\s{1,4}-i)\b|(?:^|\s)-i\s{1,4}["']?(?:~|\$HOME|\$\{HOME\})?\/?\.ssh\//i.test(line.text)) return;
      const m = sshRe(line.text);
      if (!m) return;
      const name = (m[1] ?? m[2] ?? "").toLowerCase();
      if (name.endsWith(".pub") || name === "known_hosts" || name === "config" || name === "authorized_keys") return;
      out.hit("cred-ssh-keys", m.index, m[0].length, weigh(line, m.index, 0.85, 0.3));
    }),
    detector(
      [
        ".aws",
        "gcloud",
        "application_default",
        ".azure",
        ".kube",
        ".docker",
        "npmrc",
        "pypirc",
        "git-credentials",
        "netrc",
        "hosts.yml",
        ".terraform.d",
        "vault-token",
        "rclone",
        ".m2",
        ".gem",
        ".cargo",
        ".boto",
        "s3cfg",
        "pgpass",
        ".my.cnf",
        "-name",
        "glob",
        ".config",
      ],
      (line, _env, out) => {
        const h = huntRe(line.text);
        if (h) return out.hit("cred-cloud-files", h.index, h[0].length, 0.85, "Searches the disk for credential files");
        const m = cloudRe(line.text);
        if (!m) return;
        if (/>{1,2}\s{0,2}["']?(?:~|\$HOME)?\/?\.(?:npmrc|pypirc|netrc)/.test(line.text) && !/\bcat\b/.test(line.text)) return; // writing a CI token file
        out.hit("cred-cloud-files", m.index, m[0].length, weigh(line, m.index, 0.8, 0.3));
      },
    ),
    patterns(
      ["env", "environ", "gci", "get-childitem", "ls env", "export -p", "getenvironmentvariables", "tojson", "getenv(", "get_env("],
      [
        {
          rule: "cred-env-dump",
          re: /(?:^|[;&|(`]|\$\(|\bdo\s)\s{0,4}(?:env|printenv|export\s{1,4}-p|set)\s{0,4}(?:\||>)(?!\s{0,4}(?:grep|head|less|more|sort|wc)\b)/,
          conf: 0.7,
          codeOnly: true,
        },
        {
          rule: "cred-env-dump",
          re: /(?:^|[;&|(`]|\$\(|\bdo\s)\s{0,4}(?:env|printenv)\b[^\n]{0,160}\|\s{0,3}(?:curl|wget|nc|ncat|socat)\b|\b(?:curl|wget|nc|ncat|socat)\b[^\n]{0,240}\$\(\s{0,4}(?:env|printenv|export\s{1,4}-p)\s{0,4}[|)]/,
          conf: 0.85,
          codeOnly: true,
        },
        {
          rule: "cred-env-dump",
          re: /JSON\.stringify\([^()\n]{0,80}\bprocess\.env\s{0,4}[,)}]|\btoJSON\(\s{0,4}(?:secrets|env)\s{0,4}\)|Object\.(?:entries|keys|values)\(\s{0,2}process\.env\s{0,2}\)|json\.dumps\(\s{0,4}(?:dict\()?\s{0,2}os\.environ|\b(?:dict|str|repr)\(\s{0,2}os\.environ\s{0,2}\)|os\.environ\.items\(\)|\/proc\/(?:self|\d{1,7}|\*|\$\w{1,10}|\$\$)\/environ|\b(?:get-childitem|gci|ls|dir)\s{1,4}env:|\[environment\]::getenvironmentvariables\(\)|\bSys\.getenv\(\s{0,2}\)|\bos\.Environ\(\)|\bSystem\.(?:getenv|get_env)\(\s{0,2}\)|\bEnvironment\.GetEnvironmentVariables\(\)|\bDeno\.env\.toObject\(\)|\bObject\.(?:entries|keys|values)\(\s{0,2}(?:Bun\.env|import\.meta\.env|env)\s{0,2}\)|\bENV\.(?:to_h|to_hash|each|select|filter|keys)\b|\bos\.environ\.(?:keys|values|copy)\(\)|\benviron\(\)|\bENV\s{0,2}\)/i,
          conf: 0.75,
        },
      ],
    ),
    detector(
      [
        "auth token",
        "auth status",
        "print-access-token",
        "print-identity-token",
        "get-access-token",
        "auth:token",
        "print token",
        "export-credentials",
        "config view",
        "docker-credential-",
        "credential fill",
        "credential get",
        "credential-",
        "169.254.169.254",
        "169.254.170.2",
        "aws_container_credentials",
        "metadata.google.internal",
      ],
      (line, _env, out) => {
        // A `$(gh auth token)` read on its own: the command around it is read whole too, and says where the token goes.
        const t = line.decoded?.layers.at(-1) === "substitution" ? null : tokenRe(line.text);
        // `gh auth token >/dev/null`: checks that a login exists, prints nothing.
        if (t && /^\s{0,3}(?:1?>|&>)\s{0,2}\/dev\/null\b/.test(line.text.slice(t.index + t[0].length))) return;
        if (t) {
          const own = OWN_SERVICE.find(([cli]) => cli.test(t[0]));
          // `curl -H "Authorization: Bearer $(gh auth token)" https://api.github.com/…` uses the token where it belongs.
          if (own && own[1].test(line.text.slice(0, t.index) + line.text.slice(t.index + t[0].length))) return;
          return out.hit("cred-cloud-files", t.index, t[0].length, weigh(line, t.index, 0.8, 0.35), "Prints a stored access token of a developer CLI");
        }
        const m = metadataRe(line.text);
        if (m)
          out.hit("cred-cloud-files", m.index, m[0].length, weigh(line, m.index, 0.85, 0.35), "Reads cloud credentials from the instance metadata service");
      },
    ),
    detector(["_history", "history.txt", "zhistory"], (line, _env, out) => {
      // Shell history holds pasted tokens and passwords; uploading it is how stealers take them.
      const m =
        /(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:\w{1,20})?[\/\\]?\.?(?:bash_history|zsh_history|zhistory|fish_history|python_history|node_repl_history|psql_history|mysql_history|ConsoleHost_history\.txt)\b/i.exec(
          line.text,
        );
      if (!m) return;
      const shipped =
        /@\s{0,2}["']?$|<\s{0,2}["']?$/.test(line.text.slice(Math.max(0, m.index - 3), m.index)) ||
        /\b(?:curl|wget|nc|requests|fetch|http|upload|post)\b/i.test(line.text);
      out.hit("cred-cloud-files", m.index, m[0].length, shipped ? 0.85 : 0.3, "Reads shell history (commands often contain secrets)");
    }),
    detector([".env"], (line, _env, out) => {
      // Uploaded as a file (`curl --data-binary @.env`, `-F f=@.env`, `-T .env`): read and sent in one step.
      const up = /(?:=?@|\s-T\s{1,3}|--upload-file\s{1,3})["']?(?:[\w./~-]{0,80}\/)?\.env(?:\.[\w-]{1,20})?(?![\w.-])/.exec(line.text);
      if (up && isCodeLike(line, up.index)) return out.hit("cred-cloud-files", up.index, up[0].length, 0.8, "Uploads a .env secrets file");
      const m =
        /\b(?:readFileSync|readFile|open|File\.read|IO\.read|Get-Content|cat|load_dotenv_values|dotenv_values)\s{0,2}\(?\s{0,2}["']?(?:[\w./~-]{0,80}\/)?\.env(?:\.[\w-]{1,20})?["')\s]/.exec(
          line.text,
        );
      if (m && isCodeLike(line, m.index)) out.hit("cred-cloud-files", m.index, m[0].length, 0.6, "Reads a .env secrets file");
    }),
    detector(
      ["openclaw", "clawdbot", "clawdis", "moltbot", ".claude", ".codex", ".cursor", ".gemini", ".continue", ".aider", "auth-profiles", ".config"],
      (line, _env, out) => agentConfig(line, out),
    ),
    patterns(
      [
        "wallet",
        "electrum",
        "exodus",
        "ethereum",
        "solana",
        "atomic",
        "metamask",
        "phantom",
        "nkbihfbeogaeaoehlefnkodbefgpgknn",
        "bfnaelmomeimhlpmgjnjophhpkkoljpa",
        "hnfanknocfeofbddgcijnmhnfnkdnaad",
        "ibnejdfjmmkpcnlpebklmnkoeoihofec",
        "egjidjbpglichdcondbcbdnbeeppgdph",
        "fhbohimaelbohpjbbldcngcnapndodjp",
        "seed",
        "mnemonic",
        "recovery phrase",
        "private key",
        "keystore",
        "ledger",
      ],
      [
        {
          rule: "cred-wallets",
          re: /\bwallet\.dat\b|\.bitcoin[/\\]|\.electrum[/\\]?|electrum[/\\]wallets|exodus[/\\](?:exodus\.wallet|wallet)|\.ethereum[/\\]keystore|solana[/\\]id\.json|atomic[/\\]local storage|\b(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad|ibnejdfjmmkpcnlpebklmnkoeoihofec|egjidjbpglichdcondbcbdnbeeppgdph|fhbohimaelbohpjbbldcngcnapndodjp)\b|keystore[/\\]UTC--|ledger live[/\\]/i,
          conf: 0.85,
        },
        {
          rule: "cred-wallets",
          re: /\b(?:enter|paste|provide|send|share|type|input|give|submit|upload|import|tell)\s[^\n.]{0,50}\b(?:seed phrase|recovery phrase|secret recovery|mnemonic(?: phrase)?|wallet(?:'s)? private key|private keys? of (?:your|the) wallet|12[- ]word|24[- ]word)/i,
          conf: 0.8,
        },
        {
          rule: "cred-wallets",
          re: /(?:~|\$HOME|\$\{HOME\})\/\.config\/solana\b|Application\\? Support\/(?:Exodus|Electrum|atomic|Ledger Live|Phantom|Coinomi|Guarda)\b|(?:~|\$HOME)\/\.(?:electrum|bitcoin|ethereum|monero|zcash|litecoin)\b/i,
          conf: 0.85,
        },
        {
          rule: "cred-wallets",
          re: /\b(?:metamask|phantom|exodus|electrum|trust wallet|coinbase wallet)\b[^\n]{0,80}\b(?:local storage|extension settings|vault|\.ldb|leveldb|indexeddb)\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      [
        "login data",
        "web data",
        "local state",
        "cookies",
        "logins.json",
        "key3.db",
        "key4.db",
        "signons",
        "browser_cookie",
        "pycookiecheat",
        "cryptunprotectdata",
        "encrypted_key",
        "binarycookies",
      ],
      [
        {
          rule: "cred-browser-store",
          re: /[/\\](?:login data|web data|local state|cookies)\b(?!\s{0,2}(?:banner|consent|policy))|["'](?:login data|web data|local state)["']|\b(?:cookies\.sqlite|cookies\.binarycookies|logins\.json|key[34]\.db|signons\.sqlite)\b|\b(?:browser_cookie3|browsercookie|pycookiecheat|CryptUnprotectData)\b|["']encrypted_key["']/i,
          conf: 0.85,
          accept: (m, line) => !/\[/.test(m[0]) || /chrome|chromium|edge|brave|firefox|mozilla|opera|vivaldi|safari|yandex|browser|profile/i.test(line.text),
        },
      ],
    ),
    patterns(
      ["security ", "find-generic-password", "find-internet-password", "keychain", "chainbreaker", "cmdkey", "vaultcmd", "secret-tool", "kwallet"],
      [
        {
          rule: "cred-keychain",
          re: /\bsecurity\s{1,4}dump-keychain\b|login\.keychain(?:-db)?\b|\bchainbreaker\b|\bvaultcmd(?:\.exe)?\b|\bcmdkey(?:\.exe)?\s{1,4}\/list\b/i,
          conf: 0.85,
        },
        {
          rule: "cred-keychain",
          re: /\bsecurity["']?(?:\s{1,4}|\s{0,2},\s{0,2}["'])find-(?:generic|internet)-password\b[^\n]{0,200}/i,
          conf: 0.75,
          // `-s service`: one named item (the skill's own), not the user's saved passwords.
          accept: (m) => !/[\s"']-[a-z]{0,3}s["']?(?:\s{1,4}|\s{0,2},\s{0,2}["'])\S/.test(m[0]),
        },
        { rule: "cred-keychain", re: /\bsecurity["']?(?:\s{1,4}|\s{0,2},\s{0,2}["'])find-(?:generic|internet)-password\b/i, conf: 0.2 },
      ],
    ),
    patterns(
      ["op item", "op read", "op document", "bw list", "bw get", "bw export", "lpass", "pass show", "gopass", "keepassxc-cli", "kpcli"],
      [
        {
          // Every item of a password manager (1Password, Bitwarden, LastPass, KeePassXC): the user's saved passwords.
          rule: "cred-keychain",
          re: /\bop item (?:list|get\b[^\n]{0,160}--reveal)\b|\bop (?:vault|item) export\b|\bbw (?:list items|export)\b|\blpass (?:export|ls)\b|\bkeepassxc-cli (?:export|ls)\b|\bgopass (?:list|ls|export)\b/i,
          conf: 0.85,
        },
        {
          // One named item read for the skill's own use (`op read op://Dev/api/key`, `bw get password x`): usual.
          rule: "cred-keychain",
          re: /\bop (?:read|item get|document get)\b|\bbw get (?:password|item|notes|totp)\b|\blpass show\b|\b(?:go)?pass show\b|\bkeepassxc-cli show\b/i,
          conf: 0.3,
        },
      ],
    ),
    patterns(
      [
        "keyboard",
        "on_press",
        "getasynckeystate",
        "setwindowshookex",
        "wh_keyboard_ll",
        "cgeventtapcreate",
        "addglobalmonitorforevents",
        "iohook",
        "uiohook",
        "global-key-listener",
        "globalkeyboardlistener",
        "/dev/input/event",
        "xinput test",
        "xinput --test",
        "logkeys",
        "screencapture",
        "-window root",
        "scrot",
        "imagegrab",
        "mss(",
        "mss.mss",
        "pyautogui.screenshot",
        "copyfromscreen",
        "gnome-screenshot",
        "grim ",
        "desktopcapturer",
      ],
      [
        {
          // Every key, not one hotkey (GlobalHotKeys/add_hotkey register a combination and see nothing else).
          rule: "cred-input-capture",
          re: /\b(?:pynput\.)?keyboard\.Listener\s{0,2}\(|\bkeyboard\.(?:on_press|on_release|hook|record|start_recording)\s{0,2}\(|\bGetAsyncKeyState\b|\bSetWindowsHookEx[AW]?\s{0,2}\(\s{0,2}(?:WH_KEYBOARD_LL|13)\b|\bCGEventTapCreate\b|\baddGlobalMonitorForEvents\s{0,2}\(\s{0,2}matching:\s{0,2}\.keyDown|\b(?:u?iohook|node-global-key-listener|GlobalKeyboardListener)\b|\/dev\/input\/event(?:\d|\*)|\bxinput\s{1,3}(?:--)?test\b|\blogkeys\b/i,
          conf: 0.85,
          codeOnly: true,
        },
        {
          // A screenshot the user did not frame: the whole screen, silently, on a schedule.
          rule: "cred-input-capture",
          re: /\bscreencapture\b(?![^\n]{0,40}\s-[a-zA-Z]{0,6}[iW])[^\n]{0,40}\s-[a-zA-Z]{0,6}x|\bimport -window root\b|\bscrot\b(?![^\n]{0,40}\s(?:-s|--select)\b)|\bImageGrab\.grab\s{0,2}\(|\bmss\.mss\s{0,2}\(|\bpyautogui\.screenshot\s{0,2}\(|\.CopyFromScreen\s{0,2}\(|\bgnome-screenshot\b(?![^\n]{0,40}\s(?:-a|--area|-i|--interactive)\b)|\bdesktopCapturer\.getSources\b/i,
          conf: 0.6,
          codeOnly: true,
        },
      ],
    ),
    patterns(
      ["mimikatz", "sekurlsa", "lsadump", "lsass", "hklm", "/etc/shadow", "minidump", "ntds.dit"],
      [
        {
          rule: "cred-system-secrets",
          re: /\b(?:mimikatz|sekurlsa|lsadump)\b|\b(?:procdump|comsvcs(?:\.dll)?)\b[^\n]{0,60}\b(?:lsass|minidump)\b|\breg(?:\.exe)?\s{1,4}save\s{1,4}hklm\\(?:sam|system|security)\b|\bntds\.dit\b/i,
          conf: 0.95,
        },
        { rule: "cred-system-secrets", re: /\/etc\/shadow\b/i, conf: 0.75, accept: (_m, line) => READ_VERB.test(line.text) || isCodeLike(line, 0) },
      ],
    ),
    patterns(
      ["display dialog", "hidden answer", "authonly", "zenity", "promptforcredential", "get-credential", "[sudo]"],
      [
        {
          rule: "cred-fake-password-prompt",
          re: /display dialog[^\n]{0,300}(?:password|passwort|mot de passe|contraseña|hidden answer)|with hidden answer|\bdscl\s{1,4}\.\s{1,4}-authonly\b/i,
          conf: 0.9,
        },
        {
          // A prompt that imitates sudo's ("[sudo] password for …") collects the password for someone else.
          rule: "cred-fake-password-prompt",
          re: /\b(?:read|Read-Host|input|getpass(?:\.getpass)?|prompt)\b[^\n]{0,40}["']\[sudo\]\s{1,3}password\b/i,
          conf: 0.9,
        },
        {
          rule: "cred-fake-password-prompt",
          re: /\bzenity\s[^\n]{0,80}--password\b|\$host\.ui\.promptforcredential\s{0,2}\(|\bget-credential\b[^\n]{0,100}-message\b/i,
          conf: 0.6,
        },
      ],
    ),
    detector(
      [
        "akia",
        "asia",
        "ghp_",
        "gho_",
        "ghu_",
        "ghs_",
        "ghr_",
        "github_pat_",
        "sk-",
        "xox",
        "sk_live_",
        "rk_live_",
        "aiza",
        ":aa",
        "private key-----",
        "npm_",
        "hf_",
        "api/webhooks/",
        "key",
        "secret",
        "token",
        "password",
      ],
      (line, _env, out) => {
        for (const [exec, conf] of SECRET_EXECS) {
          const m = exec(line.text);
          if (!m || looksPlaceholder(m[0]) || looksPlaceholder(line.text.slice(Math.max(0, m.index - 30), m.index))) continue;
          if (/^(.)\1{11,}/.test(m[0].replace(/^[^:=]{0,40}[:=]\s{0,3}["']/, ""))) continue;
          out.hit("cred-hardcoded-secret", m.index, m[0].length, conf);
          return;
        }
      },
    ),
  ],
};
