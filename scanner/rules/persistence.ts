// Persistence: surviving the session via cron/launchd/systemd/startup entries, shell rc files, agent memory
// and instruction files, other skills, SSH keys, sudoers, or switching protections off.
import { detector, guarded, isCodeLike, patterns } from "./helpers";
import { persistenceRules } from "./meta/persistence";
import type { RuleGroup } from "./types";

/** Line language of a bundled file that the instructions install as an agent's settings (engine/scan-skill.ts). */
export const AGENT_SETTINGS_LANG = "agent-settings";

const RC = String.raw`(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[\w.-]{1,32}|\/Users\/[\w.-]{1,32})?\/?(?:\.bashrc|\.zshrc|\.profile|\.bash_profile|\.zprofile|\.zshenv|\.zlogin|\.bash_login|\.config\/fish\/config\.fish)\b|\/etc\/(?:profile|bash\.bashrc|zshrc|zsh\/zshrc|environment)\b|\$PROFILE\b`;
const RC_WRITE = new RegExp(
  String.raw`(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bsed\s{1,3}-i[^\n]{0,120}\s|\badd-content\s{1,3}(?:-path\s{1,3})?|\bout-file\s{1,3}(?:-append\s{1,3})?(?:-filepath\s{1,3})?)\s{0,2}["']?(?:${RC})`,
  "i",
);
const MEMORY_FILES = String.raw`(?:MEMORY|AGENTS|SOUL|CLAUDE|HEARTBEAT|IDENTITY|USER|TOOLS|BOOTSTRAP|GEMINI|CODEX)\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md`;

const MEMORY_SPECS: Array<[RegExp, number]> = [
  [
    new RegExp(
      String.raw`(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bsed\s{1,3}-i[^\n]{0,120}\s|\bcp\s[^\n]{0,200}\s|\bmv\s[^\n]{0,200}\s|\bappendFile(?:Sync)?\s{0,2}\(|\bwriteFile(?:Sync)?\s{0,2}\(|open\s{0,2}\([^\n)]{0,120}["'][aw]\+?["'])\s{0,2}["'\x60]?[\w~/.$\{\}-]{0,160}(?:${MEMORY_FILES})`,
      "i",
    ),
    0.8,
  ],
  [
    new RegExp(
      String.raw`\b(?:add|append|write|insert|save|put|store|inject|prepend)\s[^\n.]{0,80}\b(?:to|into|in)\s{1,3}(?:your\s{1,3}|the\s{1,3}|the\s{1,3}user'?s\s{1,3})?\x60?(?:~\/)?[\w./-]{0,80}(?:${MEMORY_FILES})`,
      "i",
    ),
    0.6,
  ],
  [
    new RegExp(
      String.raw`\b(?:open|edit|update|modify|change)\s{1,3}(?:your\s{1,3}|the\s{1,3}|the\s{1,3}agent'?s\s{1,3})?\x60?(?:~\/)?[\w./-]{0,80}(?:${MEMORY_FILES})\x60?\s{0,3}(?:file\s{0,3})?(?:and|,|then)\s{1,3}(?:add|append|insert|write|replace|put)\b`,
      "i",
    ),
    0.65,
  ],
  [
    new RegExp(
      String.raw`\b(?:add|append|write|insert|put|prepend)\s[^\n.]{0,60}\b(?:to|into|in)\s{1,3}(?:[\w'’]{1,24}\s{1,3}){0,3}\x60?(?:~\/)?[\w./-]{0,80}(?:${MEMORY_FILES})\b[^\n]{0,80}\b(?:and|also)\s{1,3}(?:to|into)\s{1,3}\x60?~\/`,
      "i",
    ),
    0.7,
  ],
  [
    /\b(?:permanently|persistently|always)\s{1,3}(?:remember|store|save|memori[sz]e)\b|\b(?:add|save|store|write|put|record|keep)\s{1,3}(?:this|that|it|the following|these|those|the (?:url|link|rule|instructions?))(?:\s{1,3}(?!to\b|in\b|into\b)[\w-]{1,24}){0,2}\s{1,3}(?:exactly\s{1,3})?(?:to|in|into)\s{1,3}your\s{1,3}(?:long[- ]term\s{1,3}|persistent\s{1,3}|permanent\s{1,3})?memory\b|\b(?:update|modify|rewrite|overwrite|edit)\s{1,3}your\s{1,3}(?:own\s{1,3})?(?:system prompt|instructions|soul|identity|persona|core rules)\b/i,
    0.65,
  ],
];

export const AGENT_SETTINGS_FILE =
  /(?:^|[\s"'\x60/~])\.?(?:claude\/settings(?:\.local)?\.json|openclaw\/openclaw\.json|openclaw\.json|codex\/config\.toml|gemini\/settings\.json|cursor\/(?:mcp|settings)\.json|clawdbot\/[\w.-]{1,30}\.json|claude_desktop_config\.json|mcp\.json|windsurf\/mcp_config\.json)\b/i;
/** An MCP server entry that installs whatever a package's latest version is each time the agent starts
 *  (`npx -y pkg`, `@latest`, `uvx pkg` without a pin): code the user never reviewed, run with the agent's access. */
const MCP_UNPINNED =
  /"mcpServers"\s{0,2}:\s{0,2}\{[^\n]{0,400}"(?:npx|bunx|pnpm|uvx)"[^\n]{0,120}"(?:-y|--yes)?"?\s{0,2},?\s{0,2}"(?:@[\w.-]{1,60}\/)?[\w.-]{1,80}(?:@latest)?"/;
/** One MCP server entry (`"command": "npx", "args": ["-y", "pkg@latest", "/"]`), wherever the mcpServers key is:
 *  scripts build the entry in one statement and insert it in another. */
const MCP_ENTRY = /"command"\s{0,2}:\s{0,2}"(?:npx|bunx|pnpm|uvx)"\s{0,2},\s{0,2}"args"\s{0,2}:\s{0,2}\[([^\]\n]{0,400})\]/;
const AGENT_SETTINGS_DANGER =
  /"?(?:defaultMode|permission_mode|permissionMode)"?\s{0,2}[:=]\s{0,2}"?bypassPermissions|Bash\(\s{0,2}\*\s{0,2}\)|"allow"\s{0,2}:\s{0,2}\[\s{0,2}"\*"|"?auto_?approve"?\s{0,3}[:=]\s{0,3}"?(?:true|all|\*)|\.?autoApprove\s{0,3}=\s{0,3}true|approval_policy\s{0,3}=\s{0,3}"never"|sandbox(?:_mode)?\s{0,3}[:=]\s{0,3}"?(?:false|danger-full-access|off)|"?(?:PreToolUse|PostToolUse|SessionStart|UserPromptSubmit|preToolUse|hooks)"?\s{0,2}:\s{0,2}[[{"]|"?(?:skipDangerousModePermissionPrompt|enableAllProjectMcpServers|dangerouslySkipPermissions)"?\s{0,2}[:=]\s{0,2}"?true/i;

// Skipped on lines without the words they need (rules/word-filter.ts).
const MEMORY_EXECS = MEMORY_SPECS.map(([re, conf]) => [guarded(re), conf] as const);
const rcWrite = guarded(RC_WRITE);
/** The same write said in words ("append the line … to ~/.bashrc"): counted only where a reader cannot see
 *  it (HTML comments, link titles, decoded text), since visible setup docs say this all the time. */
const RC_WRITE_PROSE = new RegExp(
  String.raw`\b(?:append|add|write|insert|put)\s[^\n]{0,200}?\b(?:to|into|in|at the end of)\s{1,3}(?:your\s{1,3}|the\s{1,3})?["'\x60]?(?:${RC})`,
  "i",
);
/** An exported interpreter option that loads code into every later process (NODE_OPTIONS=--require …). */
const PRELOAD_EXPORT =
  /\bexport\s{1,3}(?:NODE_OPTIONS\s{0,2}=\s{0,2}["']?[^"'\n]{0,80}--(?:require|import|loader|experimental-loader)|PERL5OPT\s{0,2}=\s{0,2}["']?-[MmI]|RUBYOPT\s{0,2}=\s{0,2}["']?-r|JAVA_TOOL_OPTIONS\s{0,2}=\s{0,2}["']?[^"'\n]{0,60}-javaagent|PYTHONSTARTUP\s{0,2}=|BASH_ENV\s{0,2}=|LD_PRELOAD\s{0,2}=)/;
/** An exported endpoint override pointing away from this machine: every later client call goes there. */
const ENDPOINT_EXPORT =
  /\bexport\s{1,3}[A-Z][A-Z0-9_]{0,40}(?:_URL|_HOST|_PROXY|_ENDPOINT|_BASE|_REGISTRY|_API)\s{0,2}=\s{0,2}["']?https?:\/\/(?!localhost\b|127\.|0\.0\.0\.0|\[::1\])/;

export const persistence: RuleGroup = {
  group: "persistence",
  rules: persistenceRules,
  line: [
    patterns(
      ["crontab", "/etc/cron", "/var/spool/cron", "@reboot"],
      [
        {
          rule: "persist-cron",
          re: /\|\s{0,4}crontab\s{1,4}-(?=\s|$|;|\))|\bcrontab\s{1,4}(?!-[lre]\b)["']?[\w./~$-]{1,200}["']?\s{0,4}(?:$|;|&)|>>?\s{0,2}\/etc\/cron(?:tab|\.(?:d|daily|hourly|weekly|monthly))\b|\btee\s{1,3}(?:-a\s{1,3})?\/etc\/cron|\/var\/spool\/cron\b|@reboot\b/i,
          conf: 0.75,
        },
        { rule: "persist-cron", re: /\bcrontab\s{1,4}-e\b/i, conf: 0.3 },
      ],
    ),
    patterns(
      ["launchagents", "launchdaemons", "launchctl", "runatload"],
      [
        {
          rule: "persist-launchd",
          re: /Library\/Launch(?:Agents|Daemons)\b|\blaunchctl\s{1,4}(?:load|bootstrap|submit|enable)\b|<key>RunAtLoad<\/key>/i,
          conf: 0.6,
        },
      ],
    ),
    patterns(
      ["systemd", "systemctl", "rc.local", "init.d", "profile.d"],
      [
        {
          rule: "persist-systemd",
          re: /(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bcp\s[^\n]{0,120}\s|\bmv\s[^\n]{0,120}\s|cat\s{1,3}>{1,2}\s{0,2})\s{0,2}["']?(?:\/etc\/systemd\/system\/|(?:~|\$HOME)\/\.config\/systemd\/user\/|\/etc\/rc\.local|\/etc\/init\.d\/|\/etc\/profile\.d\/)/i,
          conf: 0.7,
        },
        { rule: "persist-systemd", re: /\bsystemctl\s{1,4}(?:--user\s{1,4})?enable\b/i, conf: 0.35 },
      ],
    ),
    patterns(
      [
        "schtasks",
        "scheduledtask",
        "currentversion\\run",
        "currentversion\\\\run",
        "startup",
        "__eventfilter",
        "commandlineeventconsumer",
        "new-service",
        "sc create",
        "sc.exe create",
      ],
      [
        {
          rule: "persist-windows",
          re: /\bschtasks(?:\.exe)?\s{1,4}\/create\b|\b(?:register|new)-scheduledtask\b|currentversion\\{1,2}run(?:once)?\b|start menu\\{1,2}programs\\{1,2}startup|shell:startup|__eventfilter|commandlineeventconsumer|\bnew-service\b|\bsc(?:\.exe)?\s{1,4}create\b/i,
          conf: 0.7,
        },
      ],
    ),
    detector(
      [
        ".bashrc",
        ".zshrc",
        ".profile",
        ".bash_profile",
        ".zprofile",
        ".zshenv",
        ".zlogin",
        ".bash_login",
        "config.fish",
        "/etc/profile",
        "bash.bashrc",
        "/etc/zshrc",
        "/etc/environment",
        "$profile",
      ],
      (line, _env, out) => {
        const m = rcWrite(line.text) ?? (line.hidden || (line.decoded && !line.normalized) ? RC_WRITE_PROSE.exec(line.text) : null);
        if (!m) return;
        const benign =
          !ENDPOINT_EXPORT.test(line.text) &&
          !PRELOAD_EXPORT.test(line.text) &&
          /\b(?:export\s{1,3}(?:PATH|[A-Z][A-Z0-9_]{1,40})=|eval\s{1,3}["']?\$\(\s{0,2}[\w./-]{1,40}\s{1,3}(?:init|shellenv|env|activate|hook|completion)|source\s{1,3}<\(\s{0,2}[\w./-]{1,40}\s{1,3}completion|(?:source|\.)\s{1,3}["']?(?:~|\$HOME)\/\.[\w.\/-]{1,60}(?:env|\.sh)["']?|path\+?=|fish_add_path|set\s{1,3}-gx?\s{1,3}PATH)/i.test(
            line.text,
          );
        out.hit("persist-shell-rc", m.index, m[0].length, benign ? 0.3 : 0.65);
      },
    ),
    patterns(
      ["alias", "ld_preload", "ld.so.preload", "dyld_insert", "() {", "(){", "path=", "node-options", "node_options"],
      [
        {
          rule: "persist-alias-hijack",
          re: /\balias\s{1,4}(?:sudo|su|ssh|scp|git|ls|cd|curl|wget|passwd|apt|apt-get|brew|npm|npx|pip3?|python3?|cat|openclaw|claude|clawhub|gpg|doas|login|docker|kubectl|aws|gh)=/i,
          conf: 0.8,
        },
        {
          rule: "persist-alias-hijack",
          re: /(?:^|[;&\s])(?:function\s{1,4})?(?:sudo|ssh|passwd|su|git|curl)\s{0,2}\(\)\s{0,2}\{/i,
          conf: 0.75,
          codeOnly: true,
        },
        { rule: "persist-alias-hijack", re: /\bLD_PRELOAD\s{0,2}=|\/etc\/ld\.so\.preload\b|\bDYLD_INSERT_LIBRARIES\s{0,2}=/, conf: 0.8 },
        {
          // The same for interpreters: code loaded into every Node process npm starts (`npm config set node-options
          // "--require …"`), or by every interpreter once the option is exported from a startup file.
          rule: "persist-alias-hijack",
          re: /\b(?:npm|pnpm|yarn) config set node[-_]options\b[^\n]{0,40}--(?:require|import|loader|experimental-loader)\b|\bnode-options\s{0,2}=\s{0,2}["']?--(?:require|import|loader)\b/i,
          conf: 0.75,
        },
        {
          rule: "persist-alias-hijack",
          re: /\bexport\s{1,3}PATH=["']?(?:\/tmp|\/var\/tmp|\/dev\/shm|(?:\$HOME|~)\/\.(?!local|cargo|bun|deno|npm|yarn|pyenv|rbenv|nvm|volta|go|poetry|pnpm|opencode|claude|openclaw|fnm|asdf|mise|nix|sdkman|rustup|foundry|dotnet|config|krew|linuxbrew|jenv|tfenv|pulumi|fly|console-ninja)[\w-]{1,30})[^:"']{0,60}:\$PATH/i,
          conf: 0.5,
        },
      ],
    ),
    detector(
      [
        "memory",
        "agents.md",
        "soul.md",
        "claude.md",
        "heartbeat.md",
        "identity.md",
        "user.md",
        "tools.md",
        "bootstrap.md",
        "gemini.md",
        "codex.md",
        "cursorrules",
        "windsurfrules",
        "clinerules",
        "copilot-instructions",
        "remember",
        "system prompt",
        "your instructions",
      ],
      (line, _env, out) => {
        for (const [exec, conf] of MEMORY_EXECS) {
          const m = exec(line.text);
          if (!m) continue;
          out.hit("persist-agent-memory", m.index, m[0].length, conf);
          return;
        }
      },
    ),
    detector(
      [
        "settings.json",
        "settings.local.json",
        "openclaw.json",
        "config.toml",
        "autoapprove",
        "bypasspermissions",
        "bash(*)",
        "approval_policy",
        "dangerously",
        '"hooks"',
        "mcpservers",
        "pretooluse",
        "posttooluse",
        '"command"',
        "skipdangerousmode",
        "enableallprojectmcpservers",
      ],
      (line, _env, out) => {
        // Agent settings that remove confirmations, widen permissions or run commands on every tool use.
        const t = line.text;
        const danger = AGENT_SETTINGS_DANGER.exec(t);
        const target = AGENT_SETTINGS_FILE.exec(t) ?? AGENT_SETTINGS_FILE.exec(line.file);
        // A bundled file named like agent settings, or one the instructions install as agent settings (lang).
        const bundled = AGENT_SETTINGS_FILE.test(line.file) || line.lang === AGENT_SETTINGS_LANG;
        const entry = !danger && t.includes('"args"') ? MCP_ENTRY.exec(t) : null;
        if (entry && (line.context === "fenced" || line.context === "script" || line.decoded)) {
          const args = entry[1]!;
          if (/"(?:-y|--yes)"|@latest"/.test(args) || !/@\d/.test(args)) {
            // An unpinned package given the whole disk or home folder: whatever it publishes next reads and writes every file.
            const wide = /"(?:\/|~\/?|\$HOME|[A-Za-z]:\\{1,2})"/.test(args);
            out.hit(
              "persist-agent-settings",
              entry.index,
              entry[0].length,
              wide ? 0.8 : 0.55,
              wide
                ? "Adds an MCP server that runs an unpinned package with access to the whole disk or home folder"
                : "Adds an MCP server that runs an unpinned package on every start",
            );
            return;
          }
        }
        const mcp = !danger && t.includes("mcpServers") ? MCP_UNPINNED.exec(t) : null;
        if (mcp && (line.context === "fenced" || line.context === "script" || line.decoded)) {
          // Not an attack alone (adding a tool server is what such skills are for): an agent-tamper signal the verdict joins.
          out.hit("persist-agent-settings", mcp.index, mcp[0].length, 0.55, "Adds an MCP server that runs an unpinned package on every start");
          return;
        }
        // Also a setting quoted as code in prose ("set `"defaultMode": "bypassPermissions"`"): these keys exist
        // only in agent settings, so the instruction is to write them there.
        const inlineCode = !!danger && (line.context === "prose" || line.context === "reference") && isCodeLike(line, danger.index);
        if (danger && (target || bundled || line.context === "fenced" || line.decoded || inlineCode)) {
          const hook = /hooks|tooluse/i.test(danger[0]);
          if (hook && !/\b(?:curl|wget|bash|sh|python3?|node|nc|iwr|iex|powershell)\b|https?:\/\//i.test(t)) return;
          out.hit(
            "persist-agent-settings",
            danger.index,
            danger[0].length,
            target || bundled || line.context === "fenced" ? 0.8 : 0.6,
            `Agent settings: ${danger[0].slice(0, 60)}`,
          );
        }
      },
    ),
    patterns(
      [".git/hooks", "hookspath", "templatedir"],
      [
        {
          rule: "persist-git-hooks",
          re: /(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bcp\s[^\n]{0,120}\s|cat\s{1,3}>{1,2}\s{0,2}|\bln\s{1,3}-s\s[^\n]{0,120}\s)\s{0,2}["']?[\w./~$-]{0,120}\.git\/hooks\/[\w.-]{1,40}|\bgit\s{1,3}config\s{1,3}(?:--global\s{1,3})?core\.hooksPath\s{1,3}["']?(?:~|\$HOME|\/tmp)/i,
          conf: 0.7,
        },
        {
          // A template directory's hooks are copied into every repository the user clones or creates from now on.
          rule: "persist-git-hooks",
          re: /\binit\.templateDir\b|\btemplateDir\s{0,2}=\s{0,2}["']?(?:~|\$HOME|\/)/i,
          conf: 0.7,
        },
      ],
    ),
    patterns(
      ["skills/", "skill.md", "skills"],
      [
        {
          rule: "persist-other-skills",
          re: /(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bsed\s{1,3}-i[^\n]{0,120}\s|\bcp\s[^\n]{0,200}\s|\brm\s{1,3}-[a-z]{1,4}\s|\bmv\s[^\n]{0,200}\s)\s{0,2}["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:openclaw|clawdbot|claude|codex|agents|cursor)\/(?:workspace\/)?skills\b/i,
          conf: 0.75,
        },
        {
          rule: "persist-other-skills",
          re: /(?:>>|\bsed\s{1,3}-i[^\n]{0,120}\s|\btee\s{1,3}-a\s{1,3})\s{0,2}["']?[\w~/.$-]{0,120}skills\/[\w.*-]{1,64}\/SKILL\.md/i,
          conf: 0.8,
        },
        {
          rule: "persist-other-skills",
          re: /\b(?:modify|edit|overwrite|patch|update|rewrite|inject into|append to)\s{1,3}(?:all\s{1,3}|every\s{1,3}|the\s{1,3}|other\s{1,3}|any\s{1,3})(?:other\s{1,3})?(?:installed\s{1,3})?skills?(?:'s)?\b(?:\s{1,3}(?:SKILL\.md|files|instructions))?/i,
          conf: 0.55,
          accept: (_m, line) => /\b(?:other|all|every|installed)\b/i.test(line.text),
        },
      ],
    ),
    detector(["authorized_key"], (line, _env, out) => {
      // Ansible's authorized_key module (`authorized_key:`) writes the file too.
      const m = /authorized_keys2?\b|\bauthorized_key\s{0,2}:/.exec(line.text);
      if (!m) return;
      const write =
        /(?:>>|\bauthorized_key\s{0,2}:|\btee\s{1,3}-a|\bcp\s|\bcat\s[^\n]{0,100}>|\becho\s[^\n]{0,400}>|\bssh-copy-id\b|\bappend|\bwrite|\badd\s[^\n]{0,60}\bto\b)/i.test(
          line.text,
        );
      const own = /\bssh-copy-id\b|on (?:the|your) (?:server|remote|vps|host)/i.test(line.text);
      out.hit("persist-authorized-keys", m.index, m[0].length, write ? (own ? 0.3 : isCodeLike(line, m.index) ? 0.85 : 0.6) : 0.2);
    }),
    patterns(
      ["sudoers", "nopasswd", "visudo", "usermod", "chmod", "wheel"],
      [
        {
          rule: "persist-sudoers",
          re: /(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?|\bcp\s[^\n]{0,120}\s)\s{0,2}["']?\/etc\/sudoers(?:\.d\/[\w.-]{0,60})?|\/etc\/sudoers[^\n]{0,60}NOPASSWD|NOPASSWD\s{0,2}:\s{0,2}ALL\b[^\n]{0,60}(?:>>|tee)/i,
          conf: 0.85,
        },
        { rule: "persist-sudoers", re: /\bNOPASSWD\b/, conf: 0.35 },
        {
          // Passwordless root for every user (or every member of a catch-all group): sudo's check is gone.
          rule: "persist-security-off",
          re: /(?:^|["'\s]|\\n)(?:ALL|%(?:users|everyone|all|staff|domain\\?\s{0,2}users))\s{1,8}ALL\s{0,3}=\s{0,3}\([^)\n]{0,20}\)\s{0,3}NOPASSWD\s{0,2}:/i,
          conf: 0.8,
        },
        {
          rule: "persist-sudoers",
          re: /\busermod\s{1,4}-a?G\s{1,4}(?:sudo|wheel|admin)\b|\bchmod\s{1,4}(?:[ugo]{0,3}\+s|[4267][0-7]{3})\s{1,4}(?!\S{0,40}\/tmp)/i,
          conf: 0.55,
          codeOnly: true,
        },
      ],
    ),
    patterns(
      [
        "setenforce",
        "antivirus",
        "anti-virus",
        "defender",
        "xprotect",
        "smartscreen",
        "real-time protection",
        "ufw",
        "iptables",
        "systemctl",
        "csrutil",
        "netsh",
        "histfile",
        "history -c",
        "histsize",
        "approvals",
        "sandbox",
        "auditd",
        "security",
        "gatekeeper",
      ],
      [
        {
          rule: "persist-security-off",
          re: /\b(?:disable|turn off|switch off|pause|deactivate)\s{1,3}(?:it|them|your\s{1,3}(?:antivirus|anti-virus|av|defender|security software)|(?:the\s{1,3})?(?:antivirus|anti-virus|windows defender|defender|real-?time protection|gatekeeper|xprotect|smartscreen))\b[^\n]{0,0}/i,
          conf: 0.7,
          accept: (_m, line) => /antivirus|anti-virus|defender|gatekeeper|xprotect|smartscreen|real-?time protection|security software/i.test(line.text),
        },
        {
          rule: "persist-security-off",
          re: /\bsetenforce\s{1,4}0\b|\bufw\s{1,4}disable\b|\biptables\s{1,4}-F\b|\bsystemctl\s{1,4}(?:stop|disable|mask)\s{1,4}(?:firewalld|apparmor|ufw|auditd|falcon-sensor|crowdstrike|clamav\w{0,10}|sentinel\w{0,10}|osqueryd)\b|\bcsrutil\s{1,4}disable\b|\bnetsh\s{1,4}(?:advfirewall|firewall)\s{1,4}set\b[^\n]{0,60}\b(?:state\s{1,4}off|opmode\s{1,4}disable)|\bunset\s{1,4}HISTFILE\b|\bHISTFILE=\/dev\/null|\bexport\s{1,4}HISTSIZE=0\b|\bhistory\s{1,4}-c\b|\bspctl\s{1,4}--master-disable\b/i,
          conf: 0.8,
        },
        {
          rule: "persist-security-off",
          re: /\b(?:openclaw\s{1,3}config\s{1,3}set\s{1,3}|["']?)(?:tools\.exec\.|exec\.)?(?:security|approvals?|ask|sandbox(?:\.mode)?)["']?\s{0,3}(?:[:=]\s{0,3}|\s)["']?(?:full|off|none|never|disabled|false)\b/i,
          conf: 0.55,
          accept: (m, line) => /exec|approval|sandbox/i.test(m[0]) || /exec|approval|sandbox/i.test(line.text),
        },
      ],
    ),
  ],
};
