// lib/install: what an agent needs around installing a skill: the <available_skills> entry and
// per-OS install commands with requirement explanations.
export { getPromptEntry } from "./get-prompt-entry";
export { buildInstallHints } from "./build-install-hints";
export { getInstallHints } from "./get-install-hints";
export { skillInstallCommands, type RegistryTarget } from "./build-install-commands";
