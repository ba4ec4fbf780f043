// The normalised manifest the registry stores (JSON) and renders install hints from, merged from
// every dialect's fields: Agent Skills basics, OpenClaw gating/installers, Ash and Agent OS extras.
import { findOpenclawBlock } from "../dialects/openclaw";
import { agentOsScripts } from "../dialects/agent-os";
import { ASH_CONFIG_ENTRY } from "../schemas/ash-frontmatter";
import { INSTALL_KINDS } from "../schemas/openclaw-metadata";
import type { SkillContext } from "../skill-context";
import type { InstallKind, InstallOption, OsId, SkillManifest } from "../types";
import { estimateTokens } from "./estimate-tokens";
import { installCommands, type InstallSpec } from "./install-commands";
import { record, str, strList, truthy, unique } from "./read-values";

const OS_IDS: OsId[] = ["darwin", "linux", "win32"];

function osList(value: unknown): OsId[] {
  return unique(strList(value).map((os) => (os === "windows" ? "win32" : os))).filter((os): os is OsId => (OS_IDS as string[]).includes(os));
}

function installOptions(specs: unknown): InstallOption[] {
  if (!Array.isArray(specs)) return [];
  return specs.flatMap((raw) => {
    const spec = record(raw);
    const kind = str(spec.kind);
    if (!kind || !(INSTALL_KINDS as readonly string[]).includes(kind)) return [];
    const pick = (key: string) => str(spec[key]) ?? undefined;
    const installSpec: InstallSpec = {
      kind: kind as InstallKind,
      formula: pick("formula"), cask: pick("cask"), package: pick("package"), module: pick("module"), crate: pick("crate"),
      url: /^https?:\/\//.test(pick("url") ?? "") ? pick("url") : undefined,
      archive: pick("archive"), targetDir: pick("targetDir"), sha256: pick("sha256"),
      stripComponents: typeof spec.stripComponents === "number" ? spec.stripComponents : undefined,
      os: osList(spec.os),
    };
    let commands: InstallOption["commands"];
    try {
      commands = installCommands(installSpec);
    } catch {
      commands = []; // an unparseable URL: the dialect reported it
    }
    return [{
      id: str(spec.id),
      kind: installSpec.kind,
      label: str(spec.label),
      package: installSpec.formula ?? installSpec.cask ?? installSpec.package ?? installSpec.module ?? installSpec.crate ?? null,
      url: installSpec.url ?? null,
      bins: strList(spec.bins),
      os: installSpec.os ?? [],
      commands,
    }];
  });
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
  for (const entry of strList(data.config)) {
    const match = ASH_CONFIG_ENTRY.exec(entry);
    if (match) addEnv(match[1]!, { required: match[2] === undefined, default: match[2] ?? null });
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
    tools: unique([...strList(data["allowed-tools"]), ...strList(data.required_tools), ...strList(data.tools), ...(str(data["command-tool"]) ? [str(data["command-tool"])!] : [])]),
    model: str(data.preferred_model) ?? str(data.model),
    maxIterations: typeof data.max_iterations === "number" && Number.isInteger(data.max_iterations) ? data.max_iterations : null,
    inputSchema: typeof data.input_schema === "object" && data.input_schema !== null ? data.input_schema : null,
    scripts: filesUnder(ctx, "scripts"),
    scriptUsage: agentOsScripts(data.scripts).map((s) => ({ name: s.name, path: s.path ?? null, usage: s.usage, description: s.description ?? null })),
    references: filesUnder(ctx, "references"),
    assets: filesUnder(ctx, "assets"),
    tokenEstimates: {
      metadata: estimateTokens(`name: ${name ?? ""}\ndescription: ${description ?? ""}`),
      body: estimateTokens(ctx.fm.body),
      files: Object.fromEntries(textFiles.map((f) => [f.path, estimateTokens(ctx.textOf(f))])),
    },
    always: truthy(openclaw.always),
    userInvocable: data["user-invocable"] !== false && data["user-invocable"] !== "false",
    disableModelInvocation: truthy(data["disable-model-invocation"]),
    skillKey: str(openclaw.skillKey),
    command: { dispatch: str(data["command-dispatch"]), tool: str(data["command-tool"]), argMode: str(data["command-arg-mode"]) },
    skillFile: ctx.skillFile?.path ?? null,
  };
}
