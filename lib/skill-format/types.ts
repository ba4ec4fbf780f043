// Shapes produced by the validator: diagnostics, the per-dialect verdicts and the normalised
// manifest the registry stores as JSON and renders install hints from.
export type Severity = "error" | "warning" | "info";
export type DialectId = "agentskills" | "openclaw" | "ash" | "agent-os";
export const DIALECT_IDS: readonly DialectId[] = ["agentskills", "openclaw", "ash", "agent-os"];
export type RuntimeId = "agentskills" | "claude" | "openclaw" | "ash" | "agent-os" | "skills-sh";
export const RUNTIME_IDS: readonly RuntimeId[] = ["agentskills", "claude", "openclaw", "ash", "agent-os", "skills-sh"];

export type Diagnostic = {
  code: string;
  severity: Severity;
  /** Bundle path the diagnostic is about (usually SKILL.md). */
  file: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  message: string;
  hint?: string;
  /** Which check produced it: the publish gate, a dialect, or the context-cost lints. */
  source?: DialectId | "gate" | "lint";
};

export type OsId = "darwin" | "linux" | "win32";
export type InstallKind = "brew" | "apt" | "node" | "go" | "uv" | "cargo" | "download";

export type InstallOption = {
  id: string | null;
  kind: InstallKind;
  label: string | null;
  /** Formula/cask (brew), package (apt, node, uv, cargo), module (go); null for download. */
  package: string | null;
  /** The same name under its kind's own key, as OpenClaw and GoClaw read installers (null for other kinds). */
  formula?: string | null;
  cask?: string | null;
  crate?: string | null;
  module?: string | null;
  url: string | null;
  /** Download installers: where to put it (relative folder), whether to extract, archive type, checksum. */
  targetDir?: string | null;
  extract?: boolean | null;
  archive?: string | null;
  stripComponents?: number | null;
  sha256?: string | null;
  bins: string[];
  os: OsId[];
  /** The exact command a user would run, per operating system it applies to. */
  commands: Array<{ os: OsId; command: string }>;
};

export type SkillManifest = {
  name: string | null;
  description: string | null;
  license: string | null;
  compatibility: string | null;
  version: string | null;
  author: string | null;
  keywords: string[];
  emoji: string | null;
  homepage: string | null;
  os: string[];
  requirements: { bins: string[]; anyBins: string[]; env: string[]; config: string[]; packages: string[] };
  primaryEnv: string | null;
  install: InstallOption[];
  envVars: Array<{ name: string; required: boolean; default: string | null; primary: boolean }>;
  /** Tools the skill declares it uses or pre-approves (allowed-tools, required_tools, command-tool). */
  tools: string[];
  model: string | null;
  maxIterations: number | null;
  inputSchema: unknown;
  /** Script files: everything under scripts/, and *.py / *.sh at the root. */
  scripts: string[];
  /** Documented scripts: frontmatter `scripts:` and the body's `## Scripts` section (**Usage** blocks). */
  scriptUsage: Array<{ name: string; path: string | null; usage: string; description: string | null }>;
  /** Every file but the skill file and the scripts (references, assets, extra docs such as forms.md). */
  additionalFiles?: string[];
  /** Frontmatter `category` / `categories`, normalised (read-categories.ts). */
  categories?: string[];
  /** Ash `config` entries: settings the skill reads, with their defaults (no default = required). */
  configEntries?: Array<{ name: string; required: boolean; default: string | null }>;
  references: string[];
  assets: string[];
  tokenEstimates: { metadata: number; body: number; files: Record<string, number> };
  always: boolean;
  userInvocable: boolean;
  disableModelInvocation: boolean;
  skillKey: string | null;
  command: { dispatch: string | null; tool: string | null; argMode: string | null };
  /** The skill file the manifest was read from ("SKILL.md", or "skill.md"). */
  skillFile: string | null;
};

export type DialectResult = { valid: boolean; diagnostics: Diagnostic[] };

export type SkillValidation = {
  name: string | null;
  description: string | null;
  frontmatter: Record<string, unknown> | null;
  body: string;
  manifest: SkillManifest;
  diagnostics: Diagnostic[];
  dialects: Record<DialectId, DialectResult>;
  compatibility: Record<RuntimeId, { loads: boolean; reason?: string }>;
  gate: { ok: boolean; errors: Diagnostic[] };
};
