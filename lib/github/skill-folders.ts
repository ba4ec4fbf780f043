// Where real repositories keep skills, in the order we look. Agent folders are the project-level
// skill folders of coding agents (Claude Code, Codex, Cursor, …) that people commit alongside code.

/** Folders whose child folders are skills (`skills/<name>/SKILL.md`). */
export const SKILLS_FOLDERS = ["skills", "skills/.curated", "skills/.experimental", "skills/.system"];

export const AGENT_SKILL_FOLDERS = [
  ".agent/skills",
  ".agents/skills",
  ".claude/skills",
  ".codex/skills",
  ".cursor/skills",
  ".gemini/skills",
  ".github/skills",
  ".goose/skills",
  ".kilocode/skills",
  ".kiro/skills",
  ".opencode/skills",
  ".openhands/skills",
  ".roo/skills",
  ".trae/skills",
  ".windsurf/skills",
];

export const MARKETPLACE_FILE = ".claude-plugin/marketplace.json";
export const PLUGIN_FILE = ".claude-plugin/plugin.json";

/** The last resort looks this many folders deep for any SKILL.md. */
export const NESTED_SEARCH_DEPTH = 5;

/** Never searched by the last resort: dependencies and build output carry other people's skills. */
export const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "dist", "build", "__pycache__", "vendor", ".venv"]);

export const SKILL_FILE_NAMES = ["SKILL.md", "skill.md"];
