// The normalised manifest the registry stores (JSON) and renders install hints from, merged from
// every dialect's fields: Agent Skills basics, OpenClaw gating/installers, Ash and Agent OS extras.
import { findOpenclawBlock } from "../dialects/openclaw";
import { ASH_CONFIG_ENTRY } from "../schemas/ash-frontmatter";
import { readOpenclawBoolean } from "../schemas/openclaw-values";
import type { SkillContext } from "../skill-context";
import type { SkillManifest } from "../types";
import { estimateTokens } from "./estimate-tokens";
import { installOptions, osList } from "./install-options";
import { readCategories } from "./read-categories";
import { readScripts } from "./read-scripts";
import { record, str, strList, unique } from "./read-values";

/** An OpenClaw-style boolean flag at the top level (`true`, `"no"`, `on`…); anything else is the default. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  return (typeof value === "string" || typeof value === "number" ? readOpenclawBoolean(String(value)) : undefined) ?? fallback;
}

function filesUnder(ctx: SkillContext, folder: string): string[] {
  return ctx.bundle.files.filter((f) => f.path.startsWith(`${folder}/`)).map((f) => f.path);
}

export function buildManifest(ctx: SkillContext, name: string | null): SkillManifest {
  const data = ctx.data ?? {};
  const metadata = record(data.metadata);
  const openclaw = record(findOpenclawBlock(ctx.data).block?.value);
  const requires = record(openclaw.requires);
  const ashRequires = record(data.requires);
  const agentOsRequires = Array.isArray(data.requires) ? strList(data.requires) : [];
  const primaryEnv = str(openclaw.primaryEnv);
  const description = str(data.description);

  const envVars = new Map<string, SkillManifest["envVars"][number]>();
  const addEnv = (envName: string, patch: Partial<SkillManifest["envVars"][number]>) => {
    const current = envVars.get(envName) ?? { name: envName, required: false, default: null, primary: false };
    envVars.set(envName, { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== false && v !== null)) });
  };
  for (const env of [...strList(requires.env), ...strList(ashRequires.env)]) addEnv(env, { required: true });
  for (const env of strList(data.env)) addEnv(env, { required: true });
  const configEntries: NonNullable<SkillManifest["configEntries"]> = [];
  for (const entry of Array.isArray(data.config) ? data.config.filter((e): e is string => typeof e === "string") : []) {
    const match = ASH_CONFIG_ENTRY.exec(entry.trim());
    if (!match) continue;
    const config = { name: match[1]!, required: match[2] === undefined, default: match[2] ?? null };
    configEntries.push(config);
    addEnv(config.name, { required: config.required, default: config.default });
  }
  if (primaryEnv) addEnv(primaryEnv, { primary: true });

  const author = data.author ?? metadata.author;
  const textFiles = ctx.bundle.files.filter((f) => f.isText);
  return {
    name,
    description,
    license: str(data.license),
    compatibility: typeof data.compatibility === "string" ? data.compatibility : null,
    version: str(data.version) ?? str(metadata.version),
    author: str(author) ?? str(record(author).name),
    keywords: unique([...strList(data.keywords), ...(Array.isArray(data.tags) ? strList(data.tags) : [])]),
    emoji: str(openclaw.emoji),
    homepage: str(openclaw.homepage) ?? str(data.homepage),
    os: unique([...osList(openclaw.os), ...osList(ashRequires.os)]),
    requirements: {
      bins: unique([...strList(requires.bins), ...strList(ashRequires.bins)]),
      anyBins: unique(strList(requires.anyBins)),
      env: unique([...strList(requires.env), ...strList(ashRequires.env), ...strList(data.env)]),
      config: unique(strList(requires.config)),
      packages: unique([...agentOsRequires, ...strList(data.packages)]),
    },
    primaryEnv,
    install: installOptions(openclaw.install),
    envVars: [...envVars.values()],
    tools: unique([
      ...strList(data["allowed-tools"]),
      ...strList(data.required_tools),
      ...strList(data.tools),
      ...(str(data["command-tool"]) ? [str(data["command-tool"])!] : []),
    ]),
    model: str(data.preferred_model) ?? str(data.model),
    maxIterations: typeof data.max_iterations === "number" && Number.isInteger(data.max_iterations) ? data.max_iterations : null,
    inputSchema: typeof data.input_schema === "object" && data.input_schema !== null ? data.input_schema : null,
    ...readScripts(ctx),
    categories: readCategories(data),
    configEntries,
    references: filesUnder(ctx, "references"),
    assets: filesUnder(ctx, "assets"),
    tokenEstimates: {
      metadata: estimateTokens(`name: ${name ?? ""}\ndescription: ${description ?? ""}`),
      body: estimateTokens(ctx.fm.body),
      files: Object.fromEntries(textFiles.map((f) => [f.path, estimateTokens(ctx.textOf(f))])),
    },
    always: openclaw.always === true,
    userInvocable: flag(data["user-invocable"], true),
    disableModelInvocation: flag(data["disable-model-invocation"], false),
    skillKey: str(openclaw.skillKey),
    command: { dispatch: str(data["command-dispatch"]), tool: str(data["command-tool"]), argMode: str(data["command-arg-mode"]) },
    skillFile: ctx.skillFile?.path ?? null,
  };
}
