// Schemas of GET /api/v1/skills/{slug}/versions/{version}/validation.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { DIALECT_IDS, RUNTIME_IDS } from "@/lib/skill-format";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { versionParams } from "../version-params";

export const params = versionParams;

export const diagnosticSchema = z.object({
  code: z.string(),
  severity: z.enum(["error", "warning", "info"]),
  file: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  message: z.string(),
  hint: z.string().optional(),
  source: z.string().optional().describe("The check that produced it: gate, lint, or a dialect id."),
});

const dialectId = z.enum(DIALECT_IDS as [string, ...string[]]);
const runtimeId = z.enum(RUNTIME_IDS as [string, ...string[]]);

export const validationResponseSchema = z.object({
  slug: z.string(),
  version: z.string(),
  state: versionStateSchema,
  diagnostics: z.array(diagnosticSchema),
  dialects: z
    .record(dialectId, z.object({ valid: z.boolean(), diagnostics: z.array(diagnosticSchema) }))
    .describe("Per frontmatter dialect: accepted or not, and why."),
  warnings: z.array(z.object({ code: z.string(), path: z.string().optional(), message: z.string() })).describe("Bundle warnings from reading the upload."),
  compatibility: z.record(runtimeId, z.object({ loads: z.boolean(), reason: z.string().optional() })).describe("Which agent runtimes will load the skill."),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/validation",
    operationId: "getVersionValidation",
    summary: "Validation report for a version",
    description: "Diagnostics from the publish gate, the frontmatter dialects and the context-cost lints, and runtime compatibility.",
    tags: ["trust"],
    params,
    responses: { 200: { description: "The stored validation report.", schema: validationResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND"],
  },
];
