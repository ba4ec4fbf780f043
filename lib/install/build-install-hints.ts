// Turns a version's manifest into what an agent shows a user before installing anything for a
// skill on one operating system: the exact installer commands, and each requirement (commands,
// environment variables, agent settings) with whether it is met and how to meet it.
// Package requirements (Python, npm) come with pip/uv/npm commands; settings a skill needs without
// a default (Ash `config`) count as requirements too.
// `have`/`env` are what the caller reports as present; without them a requirement is "unknown".
import type { InstallOption, OsId, SkillManifest } from "@/lib/skill-format";
import { kindKeys, type InstallerHint } from "./installer-keys";
import { packageGroups } from "./package-install-commands";

export type RequirementStatus = "present" | "missing" | "unknown";
export type Requirement = {
  kind: "bin" | "anyBins" | "env" | "config" | "package" | "setting";
  name: string;
  status: RequirementStatus;
  /** Ids of the installers (for this OS) that provide it. */
  installers: string[];
  explanation: string;
};
const OS_NAME: Record<OsId, string> = { darwin: "macOS", linux: "Linux", win32: "Windows" };

function statusOf(known: Set<string> | undefined, names: string[], any = false): RequirementStatus {
  if (!known) return "unknown";
  const present = names.map((name) => known.has(name));
  return (any ? present.some(Boolean) : present.every(Boolean)) ? "present" : "missing";
}

function offer(installers: InstallerHint[], os: OsId, what: string): string {
  if (installers.length === 0) return ` The skill declares no installer for ${OS_NAME[os]}: install ${what} yourself.`;
  return ` Install it with: ${installers.map((hint) => `\`${hint.command}\``).join(" or ")}.`;
}

export function buildInstallHints(input: { manifest: SkillManifest; os: OsId; have?: string[]; env?: string[] }) {
  const { manifest, os } = input;
  const supportedOs = manifest.os;
  const supported = supportedOs.length === 0 || supportedOs.includes(os);
  const installers: InstallerHint[] = [];
  const unavailable: Array<{ id: string; kind: InstallOption["kind"]; label: string | null; reason: string }> = [];
  manifest.install.forEach((option, index) => {
    const id = option.id ?? `${option.kind}-${index + 1}`;
    const command = option.commands.find((entry) => entry.os === os)?.command;
    if (command)
      installers.push({
        id,
        kind: option.kind,
        label: option.label,
        command,
        bins: option.bins,
        package: option.package,
        url: option.url,
        ...kindKeys(option),
      });
    else unavailable.push({ id, kind: option.kind, label: option.label, reason: `The ${option.kind} installer has no command for ${OS_NAME[os]}.` });
  });
  const have = input.have ? new Set(input.have) : undefined;
  const env = input.env ? new Set(input.env) : undefined;
  const providers = (bins: string[]) => installers.filter((hint) => hint.bins.some((bin) => bins.includes(bin)));

  const requirements: Requirement[] = [];
  for (const bin of manifest.requirements.bins) {
    const by = providers([bin]);
    requirements.push({
      kind: "bin",
      name: bin,
      status: statusOf(have, [bin]),
      installers: by.map((hint) => hint.id),
      explanation: `Needs the \`${bin}\` command on PATH.${offer(by, os, `\`${bin}\``)}`,
    });
  }
  if (manifest.requirements.anyBins.length > 0) {
    const names = manifest.requirements.anyBins;
    const by = providers(names);
    requirements.push({
      kind: "anyBins",
      name: names.join("|"),
      status: statusOf(have, names, true),
      installers: by.map((hint) => hint.id),
      explanation: `Needs at least one of ${names.map((name) => `\`${name}\``).join(", ")} on PATH.${offer(by, os, "one of them")}`,
    });
  }
  for (const name of manifest.requirements.env) {
    const primary = manifest.primaryEnv === name;
    requirements.push({
      kind: "env",
      name,
      status: statusOf(env, [name]),
      installers: [],
      explanation: `Set the environment variable \`${name}\`${primary ? " (the skill's main credential; agents may store it as the skill's API key)" : ""} before using the skill.`,
    });
  }
  for (const path of manifest.requirements.config) {
    requirements.push({
      kind: "config",
      name: path,
      status: "unknown",
      installers: [],
      explanation: `Needs the agent setting \`${path}\` to be enabled in its configuration.`,
    });
  }
  const packages = packageGroups(manifest.requirements.packages ?? [], os);
  for (const group of packages) {
    const how = group.commands.map((entry) => `\`${entry.command}\``).join(" or ");
    for (const pkg of group.packages) {
      const what = group.ecosystem === "pypi" ? "Python package" : "npm package";
      requirements.push({
        kind: "package",
        name: pkg.spec,
        status: "unknown",
        installers: [],
        explanation: `Needs the ${what} \`${pkg.spec}\`${pkg.specifier ? "" : " (any version)"}. Install the skill's packages with: ${how}.`,
      });
    }
  }
  // Settings without a default (Ash `config`); older manifests only have them among envVars.
  const settings = manifest.configEntries ?? manifest.envVars.filter((variable) => !manifest.requirements.env.includes(variable.name));
  for (const setting of settings.filter((entry) => entry.required)) {
    requirements.push({
      kind: "setting",
      name: setting.name,
      status: statusOf(env, [setting.name]),
      installers: [],
      explanation: `Needs the setting \`${setting.name}\` (no default): set it in the skill's configuration or as an environment variable.`,
    });
  }
  const missing = requirements.filter((requirement) => requirement.status === "missing").map((requirement) => requirement.explanation);
  if (!supported) missing.unshift(`The skill supports ${supportedOs.map((id) => OS_NAME[id as OsId] ?? id).join(", ")} only, not ${OS_NAME[os]}.`);
  return { os, supported, supportedOs, installers, unavailableInstallers: unavailable, requirements, packages, missing };
}
