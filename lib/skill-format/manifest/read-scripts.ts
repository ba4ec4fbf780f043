// The skill's scripts as Agent OS lists them: script files (everything under scripts/, and *.py /
// *.sh at the root), each documented one with its usage (frontmatter `scripts:` first, then the
// body's `## Scripts` section), and every other file as an additional file to load on demand.
import { agentOsScripts } from "../dialects/agent-os";
import type { SkillContext } from "../skill-context";
import type { SkillManifest } from "../types";
import { readScriptsSection } from "./read-scripts-section";

const ROOT_SCRIPT = /^[^/]+\.(py|sh)$/i;

function resolvePath(name: string, declared: string | undefined, files: Set<string>, scripts: string[]): string | null {
  const wanted = (declared ?? name).replace(/^\.\//, "");
  if (files.has(wanted)) return wanted;
  if (files.has(`scripts/${wanted}`)) return `scripts/${wanted}`;
  return declared ? null : (scripts.find((path) => path.split("/").pop() === wanted) ?? null);
}

export function readScripts(ctx: SkillContext): Pick<SkillManifest, "scripts" | "scriptUsage" | "additionalFiles"> {
  const paths = ctx.bundle.files.map((file) => file.path);
  const scripts = paths.filter((path) => path.startsWith("scripts/") || ROOT_SCRIPT.test(path));
  const files = new Set(paths);
  const documented = [
    ...agentOsScripts(ctx.data?.scripts).map((s) => ({ name: s.name, declared: s.path, usage: s.usage, description: s.description ?? null })),
    ...readScriptsSection(ctx.fm.body).map((s) => ({ ...s, declared: undefined })),
  ];
  const seen = new Set<string>();
  const scriptUsage = documented.flatMap((script) => {
    if (seen.has(script.name)) return [];
    seen.add(script.name);
    return [{ name: script.name, path: resolvePath(script.name, script.declared, files, scripts), usage: script.usage, description: script.description }];
  });
  const skillFile = ctx.skillFile?.path;
  const scriptSet = new Set(scripts);
  return { scripts, scriptUsage, additionalFiles: paths.filter((path) => path !== skillFile && !scriptSet.has(path)) };
}
