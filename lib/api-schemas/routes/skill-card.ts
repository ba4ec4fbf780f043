// Schemas of GET /api/v1/skills/{slug}/card: one version's Skill Card (`openclaw skills verify --card`).
import { z } from "zod";
import { ownerHandleSchema, skillParamsSchema, tagNameSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;

export const query = z
  .object({
    version: versionStringSchema.optional(),
    tag: tagNameSchema.optional().describe("A dist-tag instead of a version; neither means the latest installable version"),
    ownerHandle: ownerHandleSchema,
    owner: ownerHandleSchema,
  })
  .refine((value) => !(value.version && value.tag), { message: "Use either version or tag", path: ["tag"] });

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/card",
    operationId: "getSkillCard",
    summary: "A version's Skill Card (Markdown)",
    description:
      "Identity, state, scan verdict and findings, requirements, files with sha256 and how to check the bytes, generated from what the registry knows (never the publisher's own text beyond name and description, flattened to plain lines). Its sha256 is announced by /verify. Blocked and malicious versions have none (VERSION_BLOCKED).",
    tags: ["clawhub"],
    params,
    query,
    responses: { 200: { description: "The card.", format: "text", contentType: "text/markdown; charset=utf-8" } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "TAG_NOT_FOUND", "NO_INSTALLABLE_VERSION", "VERSION_BLOCKED"],
    errorFormat: "clawhub-text",
  },
];
