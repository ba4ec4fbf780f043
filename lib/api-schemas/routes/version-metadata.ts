// Schemas of GET /api/v1/skills/{slug}/versions/{version}/metadata.
import { z } from "zod";
import { skillMetadataDetailSchema } from "@/lib/api-schemas/skill-metadata";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { versionParams } from "../version-params";

export const params = versionParams;

export const metadataResponseSchema = skillMetadataDetailSchema.extend({
  slug: z.string(),
  registryVersion: z.string().describe("The registry version this is (`version` is what the frontmatter says)"),
  state: versionStateSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/metadata",
    operationId: "getVersionMetadata",
    summary: "What a runtime reads about a version",
    description:
      "Built from the stored manifest: name, description, frontmatter version, author, package requirements (PEP 440 / npm specs, parsed), keywords, categories, scripts with their usage (frontmatter `scripts:`, the body's `## Scripts` section, *.py/*.sh at the root and scripts/), additional files, Ash config entries with defaults, input_schema, model, tools and iteration limit, and OpenClaw's invocation fields. The same object is `version.metadata` in GET …/versions/{version}. `{slug}` may be the skill's name where that differs.",
    tags: ["agents"],
    params,
    responses: { 200: { description: "The metadata.", schema: metadataResponseSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND"],
  },
];
