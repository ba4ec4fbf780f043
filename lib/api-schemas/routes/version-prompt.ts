// Schemas of GET /api/v1/skills/{slug}/versions/{version}/prompt.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { booleanParam } from "@/lib/search/schemas/list-param";
import { SEARCH_RUNTIMES } from "@/lib/search/schemas/search-query";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { versionParams } from "../version-params";

export const params = versionParams;
export const query = z.object({
  dir: z
    .string()
    .min(1)
    .max(1024)
    .regex(/^[^\u0000-\u001f\u007f]+$/, "No control characters.")
    .optional()
    .describe("Where the skill is installed (its folder); the entry's location is <dir>/SKILL.md. Default: skills/<slug>, where clawhub installs."),
  format: z.enum(["json", "xml"]).default("json").describe("json (default) or xml (just the <skill> element, application/xml)."),
  runtime: z
    .enum(SEARCH_RUNTIMES)
    .default("agentskills")
    .describe("Whose loading rules `valid` reports: agentskills (the strict spec, default), claude, openclaw, ash, agent-os, skills-sh."),
  mode: z
    .enum(["all", "strict"])
    .default("all")
    .describe("strict: answer only for a version that conforms (SKILL_NOT_CONFORMING otherwise), as strict hosts leave such skills out of <available_skills>."),
  strict: booleanParam.optional().describe("Same as mode=strict."),
});

export const promptResponseSchema = z.object({
  slug: z.string(),
  version: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  emoji: z.string().nullable(),
  xml: z.string().describe("The <skill> element for <available_skills>, values XML-escaped, laid out like skills-ref to-prompt."),
  runtime: z.enum(SEARCH_RUNTIMES),
  valid: z
    .boolean()
    .describe(
      "Whether the version loads as-is under `runtime` (Agent Skills: the spec's name, description and directory rules); a strict host excludes it otherwise.",
    ),
  invalidReason: z.string().nullable().describe("Why not, when `valid` is false"),
  state: versionStateSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/prompt",
    operationId: "getVersionPromptEntry",
    summary: "<available_skills> entry for a version",
    description:
      "The <skill> element (name, description, location) an agent lists in <available_skills> for this version, installed under `dir`, and whether the version conforms to `runtime`'s rules (`valid`; Agent Skills by default). Strict hosts leave non-conforming skills out: `mode=strict` answers SKILL_NOT_CONFORMING for them instead of an entry.",
    tags: ["agents"],
    params,
    query,
    responses: { 200: { description: "The entry as JSON, or the bare <skill> element with format=xml (application/xml).", schema: promptResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "SKILL_NOT_CONFORMING"],
  },
];
