// Schemas of GET /api/v1/skills/{slug}/versions/{version}/prompt.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { versionStateSchema } from "@/lib/trust/describe-version-state";
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
});

export const promptResponseSchema = z.object({
  slug: z.string(),
  version: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  xml: z.string().describe("The <skill> element for <available_skills>, values XML-escaped, laid out like skills-ref to-prompt."),
  state: versionStateSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/prompt",
    operationId: "getVersionPromptEntry",
    summary: "<available_skills> entry for a version",
    description: "The <skill> element (name, description, location) an agent lists in <available_skills> for this version, installed under `dir`.",
    tags: ["agents"],
    params,
    query,
    responses: { 200: { description: "The entry as JSON, or the bare <skill> element with format=xml (application/xml).", schema: promptResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND"],
  },
];
