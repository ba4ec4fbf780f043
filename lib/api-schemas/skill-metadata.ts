// What a runtime reads about one version before loading it, built from the stored manifest:
// Agent OS `get_metadata` (version, author, requires, keywords, scripts with usage, additional
// files), Ash's config/input_schema/model/tools/iterations, OpenClaw's invocation fields.
// Served at …/versions/{version}/metadata and as `version.metadata` in the version JSON.
import { z } from "zod";

export const packageRequirementSchema = z.object({
  spec: z.string().describe("As written, e.g. pypdf2>=2.0.0"),
  name: z.string(),
  specifier: z.string().nullable().describe("PEP 440 specifier (>=2.0.0) or npm range (^1.2.0); null for any version"),
  ecosystem: z.enum(["pypi", "npm"]).describe("pypi for Python specs and bare names, npm for scoped names or name@range"),
});

export const invocationSchema = z.object({
  userInvocable: z.boolean().describe("user-invocable: offered as a slash command (default true)"),
  disableModelInvocation: z.boolean().describe("disable-model-invocation: kept out of the model's prompt"),
  commandDispatch: z.string().nullable().describe('command-dispatch ("tool": the slash command calls a tool directly)'),
  commandTool: z.string().nullable().describe("command-tool: the tool a dispatched command calls"),
  commandArgMode: z.string().nullable().describe('command-arg-mode ("raw")'),
  always: z.boolean().describe("metadata.openclaw.always: loaded whatever its requirements"),
  skillKey: z.string().nullable().describe("metadata.openclaw.skillKey: the key its settings live under"),
});

export const skillMetadataDetailSchema = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  version: z.string().nullable().describe("The frontmatter version (the registry version is separate)"),
  author: z.string().nullable(),
  license: z.string().nullable(),
  homepage: z.string().nullable(),
  emoji: z.string().nullable(),
  keywords: z.array(z.string()),
  categories: z.array(z.string()),
  requires: z.array(z.string()).describe("Package requirements as written (Agent OS `requires`, Ash `packages`)"),
  packages: z.array(packageRequirementSchema),
  requirements: z.object({ bins: z.array(z.string()), anyBins: z.array(z.string()), env: z.array(z.string()), config: z.array(z.string()) }),
  os: z.array(z.string()),
  scripts: z.array(z.object({ name: z.string(), path: z.string().nullable(), description: z.string().nullable(), usage: z.string().nullable() })),
  additionalFiles: z.array(z.string()),
  config: z
    .array(z.object({ name: z.string(), required: z.boolean(), default: z.string().nullable() }))
    .describe("Ash `config` entries (no default = required)"),
  inputSchema: z.unknown().describe("Ash input_schema (JSON Schema), or null"),
  model: z.string().nullable(),
  tools: z.array(z.string()),
  maxIterations: z.number().int().nullable(),
  invocation: invocationSchema,
  skillFile: z.string().nullable(),
});

export type SkillMetadataDetail = z.infer<typeof skillMetadataDetailSchema>;
export type Invocation = z.infer<typeof invocationSchema>;
