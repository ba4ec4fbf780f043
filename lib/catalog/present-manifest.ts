// Stored manifest → the runtime-facing JSON (lib/api-schemas/skill-metadata.ts). Pure; tolerant of
// manifests stored by older code, which lack the newer fields (they read as empty).
import type { Invocation, SkillMetadataDetail } from "@/lib/api-schemas/skill-metadata";
import { parsePackageRequirement } from "@/lib/skill-format/manifest/package-requirement";
import { manifestOf } from "./stored-columns";

export function presentEmoji(manifestValue: unknown): string | null {
  return manifestOf(manifestValue).emoji ?? null;
}

export function presentInvocation(manifestValue: unknown): Invocation {
  const m = manifestOf(manifestValue);
  return {
    userInvocable: m.userInvocable ?? true,
    disableModelInvocation: m.disableModelInvocation ?? false,
    commandDispatch: m.command?.dispatch ?? null,
    commandTool: m.command?.tool ?? null,
    commandArgMode: m.command?.argMode ?? null,
    always: m.always ?? false,
    skillKey: m.skillKey ?? null,
  };
}

/** Every script: documented ones with their usage, then undocumented script files by file name. */
function presentScripts(m: ReturnType<typeof manifestOf>): SkillMetadataDetail["scripts"] {
  const documented = (m.scriptUsage ?? []).map((s) => ({ name: s.name, path: s.path, description: s.description, usage: s.usage }));
  const covered = new Set(documented.flatMap((s) => (s.path ? [s.path] : [])));
  const names = new Set(documented.map((s) => s.name));
  const undocumented = (m.scripts ?? [])
    .filter((path) => !covered.has(path) && !names.has(path.split("/").pop()!))
    .map((path) => ({ name: path.split("/").pop()!, path, description: null, usage: null }));
  return [...documented, ...undocumented];
}

export function presentSkillMetadataDetail(manifestValue: unknown): SkillMetadataDetail {
  const m = manifestOf(manifestValue);
  const requires = m.requirements?.packages ?? [];
  return {
    name: m.name ?? null,
    description: m.description ?? null,
    version: m.version ?? null,
    author: m.author ?? null,
    license: m.license ?? null,
    homepage: m.homepage ?? null,
    emoji: m.emoji ?? null,
    keywords: m.keywords ?? [],
    categories: m.categories ?? [],
    requires,
    packages: requires.flatMap((spec) => parsePackageRequirement(spec) ?? []),
    requirements: {
      bins: m.requirements?.bins ?? [],
      anyBins: m.requirements?.anyBins ?? [],
      env: m.requirements?.env ?? [],
      config: m.requirements?.config ?? [],
    },
    os: m.os ?? [],
    scripts: presentScripts(m),
    additionalFiles: m.additionalFiles ?? [...(m.references ?? []), ...(m.assets ?? [])],
    config: m.configEntries ?? [],
    inputSchema: m.inputSchema ?? null,
    model: m.model ?? null,
    tools: m.tools ?? [],
    maxIterations: m.maxIterations ?? null,
    invocation: presentInvocation(m),
    skillFile: m.skillFile ?? null,
  };
}
