// Schemas of GET /api/v1/skills/{slug}/install-hints.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { slugParam, versionOrTag } from "@/lib/api-schemas/version-params";

export const params = z.object({ slug: slugParam });

// Comma-separated names as the caller's shell found them; at most 200, each a plausible command or variable name.
const nameList = z
  .string()
  .max(8000)
  .regex(/^[A-Za-z0-9_.+-]*(?:,[A-Za-z0-9_.+-]*)*$/, "Comma-separated names (letters, digits, _ . + -).")
  .transform((value) => value.split(",").filter(Boolean))
  .pipe(z.array(z.string().max(128)).max(200));

export const query = z.object({
  os: z.enum(["linux", "darwin", "win32"]).describe("The operating system to give commands for."),
  version: versionOrTag.optional().describe("Exact version or dist-tag; default latest (the newest installable)."),
  have: nameList.optional().describe("Commands present on PATH (comma-separated): requirements are then marked present or missing."),
  env: nameList.optional().describe("Environment variables that are set (comma-separated names only, never values)."),
});

const installKind = z.enum(["brew", "apt", "node", "go", "uv", "cargo", "download"]);

export const installHintsResponseSchema = z.object({
  slug: z.string(),
  name: z.string().nullable().describe("The skill's frontmatter name"),
  emoji: z.string().nullable(),
  version: z.string(),
  state: versionStateSchema,
  os: z.enum(["linux", "darwin", "win32"]),
  supported: z.boolean().describe("False when the skill declares operating systems and this is not one of them."),
  supportedOs: z.array(z.string()),
  installers: z.array(
    z.object({
      id: z.string(),
      kind: installKind,
      label: z.string().nullable(),
      command: z.string().describe("Shell-quoted; PowerShell on win32 downloads."),
      bins: z.array(z.string()),
      package: z.string().nullable(),
      url: z.string().nullable(),
      formula: z.string().optional().describe("brew: the formula (as GoClaw and OpenClaw read it)"),
      cask: z.string().optional(),
      crate: z.string().optional().describe("cargo: the crate"),
      module: z.string().optional().describe("go: the module"),
      targetDir: z.string().optional().describe("download: folder it lands in (created by the command)"),
      extract: z.boolean().optional().describe("download: false keeps the file as downloaded"),
      archive: z.string().optional(),
      stripComponents: z.number().int().optional(),
      sha256: z.string().optional(),
    }),
  ),
  unavailableInstallers: z.array(z.object({ id: z.string(), kind: installKind, label: z.string().nullable(), reason: z.string() })),
  requirements: z.array(
    z.object({
      kind: z
        .enum(["bin", "anyBins", "env", "config", "package", "setting"])
        .describe("package: a Python/npm package (see `packages`); setting: a skill setting without a default (Ash `config`)"),
      name: z.string(),
      status: z.enum(["present", "missing", "unknown"]).describe("unknown unless the caller sent `have` (commands) or `env`."),
      installers: z.array(z.string()).describe("Ids of the installers above that provide it."),
      explanation: z.string(),
    }),
  ),
  packages: z
    .array(
      z.object({
        ecosystem: z.enum(["pypi", "npm"]),
        packages: z.array(z.object({ spec: z.string(), name: z.string(), specifier: z.string().nullable(), ecosystem: z.enum(["pypi", "npm"]) })),
        commands: z.array(z.object({ tool: z.enum(["pip", "uv", "npm"]), command: z.string() })).describe("Any one installs them all (specs quoted)"),
      }),
    )
    .describe("The skill's package requirements by ecosystem, with pip/uv/npm commands"),
  missing: z.array(z.string()).describe("Explanations of what is missing: unsupported OS, missing commands and variables."),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/install-hints",
    operationId: "getInstallHints",
    summary: "Install commands and requirements for one OS",
    description:
      "Turns the skill's metadata.openclaw.install options into the exact commands for one operating system (brew, apt, node, go, uv, cargo, download: the target folder is created, `extract: false` honoured), each with its kind's own key (`formula`, `crate`, `module`) besides `package`; lists package requirements (PEP 440 / npm specs) with pip, uv or npm commands; and explains each requirement (commands on PATH, environment variables, agent settings, skill settings without a default). `{slug}` may be the skill's name where it differs.",
    tags: ["agents"],
    params,
    query,
    responses: { 200: { description: "Commands and requirements.", schema: installHintsResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "NO_INSTALLABLE_VERSION"],
  },
];
