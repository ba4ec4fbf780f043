// Rule catalog entries for the persistence group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const persistenceRules: RuleDef[] = [
  {
    id: "persist-cron",
    title: "Installs a cron job",
    severity: "medium",
    plain: "schedules itself to run again later via cron",
    description: "(crontab -l; echo …) | crontab -, writes to /etc/cron.*, /var/spool/cron, @reboot entries.",
  },
  {
    id: "persist-launchd",
    title: "Installs a macOS LaunchAgent/Daemon",
    severity: "medium",
    plain: "registers a macOS background service that starts with the computer",
    description: "Writes into ~/Library/LaunchAgents or /Library/LaunchDaemons, launchctl load/bootstrap, RunAtLoad plists.",
  },
  {
    id: "persist-systemd",
    title: "Installs a systemd/init service",
    severity: "medium",
    plain: "registers a Linux background service that starts with the computer",
    description:
      "Unit files written to /etc/systemd/system or ~/.config/systemd/user, rc.local/init.d, /etc/profile.d; systemctl enable alone is low confidence.",
  },
  {
    id: "persist-windows",
    title: "Installs a Windows autostart entry",
    severity: "medium",
    plain: "adds itself to Windows startup",
    description: "schtasks /create, Register-ScheduledTask, HKCU/HKLM ...\\CurrentVersion\\Run keys, the Startup folder, WMI event subscriptions.",
  },
  {
    id: "persist-shell-rc",
    title: "Modifies shell startup files",
    severity: "medium",
    plain: "edits the shell startup files so something runs in every new terminal",
    description:
      "Appends or edits ~/.bashrc, ~/.zshrc, ~/.profile, fish config or $PROFILE. Adding PATH/export lines or a tool's documented `init`/completion line is low confidence.",
  },
  {
    id: "persist-alias-hijack",
    title: "Hijacks common commands",
    severity: "high",
    plain: "replaces everyday commands (sudo, ssh, git…) with its own versions",
    description:
      "alias/function overrides of sudo, ssh, git, curl, passwd…, LD_PRELOAD / DYLD_INSERT_LIBRARIES, /etc/ld.so.preload, PATH prepended with a hidden or temp directory.",
  },
  {
    id: "persist-agent-memory",
    title: "Writes agent memory or instruction files",
    severity: "medium",
    plain: "plants instructions in the agent's memory or rule files so they persist into future sessions",
    description:
      "Writes to MEMORY.md, AGENTS.md, SOUL.md, CLAUDE.md, HEARTBEAT.md, .cursorrules…, or tells the agent to permanently remember / update its own instructions.",
  },
  {
    id: "persist-agent-settings",
    title: "Changes the agent's permission settings",
    severity: "high",
    plain: "changes the agent's settings to skip confirmations, allow every command or run commands on every tool use",
    description:
      "Writes or instructions for ~/.claude/settings.json, openclaw.json, codex config.toml and similar with bypassPermissions, Bash(*), autoApprove, approval_policy never, sandbox off, or hooks that run network commands; also such a settings file shipped in the bundle. Allow-lists of specific commands and formatter hooks are not matched.",
  },
  {
    id: "persist-git-hooks",
    title: "Installs git hooks",
    severity: "medium",
    plain: "installs a git hook so code runs on every commit or checkout",
    description: "Writes into .git/hooks/ or points core.hooksPath at the home folder or /tmp.",
  },
  {
    id: "persist-other-skills",
    title: "Modifies other skills",
    severity: "high",
    plain: "changes other installed skills",
    description: "Writes into ~/.openclaw/skills, ~/.claude/skills or another skill's SKILL.md, or instructs the agent to edit installed skills.",
  },
  {
    id: "persist-authorized-keys",
    title: "Adds SSH authorized keys",
    severity: "high",
    plain: "adds a key that lets someone log into this machine over SSH",
    description: "Appends/copies to ~/.ssh/authorized_keys. Mentions without a write are low confidence.",
  },
  {
    id: "persist-sudoers",
    title: "Changes sudo rights or setuid",
    severity: "high",
    plain: "gives itself administrator rights without a password",
    description: "Writes to /etc/sudoers(.d), NOPASSWD rules, adds users to sudo/wheel/admin, chmod u+s.",
  },
  {
    id: "persist-security-off",
    title: "Turns security controls off",
    severity: "high",
    plain: "switches off security protections or clears traces",
    description:
      "setenforce 0, ufw disable, csrutil disable, netsh firewall off, stopping auditd/EDR, clearing shell history (unset HISTFILE, history -c), disabling the agent's exec approvals or sandbox.",
  },
];
