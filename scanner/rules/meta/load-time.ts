// Rule catalog entries for the load time group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const loadTimeRules: RuleDef[] = [
  {
    id: "load-bang-command",
    title: "Command executed when the skill loads",
    severity: "medium",
    plain: "runs a shell command automatically when the skill is loaded",
    description:
      "An inline !`command` or a ```! block is executed by some agents while the skill is being loaded, before the user sees it. Read-only commands (git status, ls) get low confidence; anything else is worth reading closely.",
  },
  {
    id: "load-frontmatter-hook",
    title: "Hook declared in frontmatter",
    severity: "high",
    plain: "registers a hook that runs commands automatically during the agent's work",
    description:
      "The frontmatter declares `hooks` (e.g. PreToolUse, SessionStart). Hooks run shell commands automatically on agent events without the user asking.",
  },
  {
    id: "load-always-true",
    title: "Skill forces itself to always load",
    severity: "low",
    plain: "forces itself into every conversation",
    description:
      "`always: true` loads the skill into every session regardless of its requirements. Harmless for small helpers, but it widens the reach of anything else the skill contains.",
  },
  {
    id: "load-install-untrusted-url",
    title: "Installer downloads from an untrusted location",
    severity: "critical",
    plain: "installs a download from a raw IP address, paste site, link shortener or unencrypted URL",
    description:
      "An install spec downloads from a raw IP address, paste site, URL shortener, tunnel or plain http. Legitimate projects publish release assets on their own domain or a code host over HTTPS.",
  },
  {
    id: "load-install-nonrelease-host",
    title: "Installer downloads from a non-release host",
    severity: "medium",
    plain: "installs a file from a website that is not a release or package host, without a checksum",
    description:
      "A `download` install spec fetches from a host that is not a code-host release or package registry and gives no sha256, so nobody can tell later what was installed.",
  },
  {
    id: "load-install-unpinned",
    title: "Download installer without a checksum",
    severity: "low",
    plain: "downloads an installer without pinning its checksum",
    description:
      "A `download` install spec has no `sha256`. The file behind the URL can change after review. Release assets on GitHub are still attributable, hence low severity.",
  },
  {
    id: "load-install-command",
    title: "Installer runs an arbitrary command",
    severity: "high",
    plain: "declares an install step that runs an arbitrary shell command",
    description:
      "An install spec uses a kind other than the known package managers (brew, node, go, uv, download…) or carries a command/script field, so installing the skill runs arbitrary shell.",
  },
  {
    id: "load-npm-lifecycle",
    title: "npm lifecycle script in the bundle",
    severity: "high",
    plain: "contains an npm install script that runs automatically when dependencies are installed",
    description: "A package.json in the bundle defines preinstall/install/postinstall/prepare scripts, which package managers run automatically.",
  },
  {
    id: "load-binary",
    title: "Compiled binary without source",
    severity: "high",
    plain: "ships a compiled program whose code cannot be reviewed",
    description:
      "The bundle contains an executable or compiled file (ELF, PE, Mach-O, .pyc, .so/.dylib/.dll, .class, wasm). Its behaviour cannot be reviewed from the bundle; confidence is lower when a matching source file ships alongside.",
  },
  {
    id: "load-unsafe-pickle",
    title: "Pickle that runs code when loaded",
    severity: "critical",
    plain: "ships a Python pickle (model or data file) that runs a system command when it is loaded",
    description:
      "Pickle files (.pkl, .pt, .joblib, …, also inside a torch zip) import callables when loaded. One that imports os.system, subprocess, eval/exec, sockets and the like runs code; others are listed at low confidence. The opcodes are read, never unpickled.",
  },
  {
    id: "load-frontmatter-invalid",
    title: "Frontmatter could not be parsed",
    severity: "info",
    plain: "has a manifest that could not be read",
    description:
      "SKILL.md frontmatter is missing, unclosed or not valid YAML, so declared requirements (env vars, installers) could not be taken into account.",
    negatable: false,
  },
];
