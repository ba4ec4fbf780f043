// lib/skill-format: frontmatter, the four dialects, the manifest, lints, compatibility and the publish gate.
export type { Diagnostic, DialectId, DialectResult, InstallOption, OsId, RuntimeId, SkillManifest, SkillValidation } from "./types";
export { DIALECT_IDS, RUNTIME_IDS } from "./types";
export { validateSkill } from "./validate-skill";
export { parseFrontmatter } from "./frontmatter/parse-frontmatter";
export { installCommands, shellQuote } from "./manifest/install-commands";
