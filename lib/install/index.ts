// lib/install: what an agent needs around installing a skill: the <available_skills> entry and
// per-OS install commands with requirement explanations.
export { buildPromptEntry, escapeXml, skillFileLocation } from "./build-prompt-entry";
export { getPromptEntry } from "./get-prompt-entry";
export { buildInstallHints, type InstallerHint, type Requirement, type RequirementStatus } from "./build-install-hints";
export { getInstallHints } from "./get-install-hints";
export { skillInstallCommands, publishCommands, clawhubCli, openclawCli, type InstallCommand, type RegistryTarget } from "./build-install-commands";
