// Schemas of GET and DELETE /api/v1/skills/{slug}/versions/{version} and POST …/{version}/restore.
import { z } from "zod";
import { ownerHandleSchema, ownerQuerySchema, skillSlugSchema, versionStringSchema } from "@/lib/api-schemas/params";
import { versionDetailSchema } from "@/lib/api-schemas/skill-versions";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: skillSlugSchema, version: versionStringSchema.describe("An exact version (1.2.0) or a dist-tag (latest)") });
export const query = ownerQuerySchema;

export const lifecycleBody = z.object({ ownerHandle: ownerHandleSchema, reason: z.string().trim().max(1000).optional(), version: z.string().optional() });

export const withdrawResponse = z.object({
  ok: z.literal(true),
  slug: z.string(),
  version: z.string(),
  releasedTags: z.array(z.string()).describe("Dist-tags that pointed at it and were removed"),
});

export const restoreResponse = z.object({ ok: z.literal(true), slug: z.string(), version: z.string() });

const errorFormat = "clawhub-text" as const;

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}",
    operationId: "getSkillVersion",
    summary: "One version",
    description:
      "Changelog, files with their sha256, the canonical bundle digest, the zip's sha256 and the scan verdict. Withdrawn and blocked versions answer 410/403 except to the owner and moderators, who see their status.",
    tags: ["clawhub"],
    params,
    query,
    responses: { 200: { description: "The version.", schema: versionDetailSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "TAG_NOT_FOUND", "VERSION_WITHDRAWN", "VERSION_BLOCKED"],
    errorFormat,
  },
  {
    method: "delete",
    path: "/api/v1/skills/{slug}/versions/{version}",
    operationId: "withdrawSkillVersion",
    summary: "Withdraw a version",
    description: "`clawhub delete <slug> --version <v>`: no longer installable; the number stays taken and the bytes stay for audits. `restore` undoes it.",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: lifecycleBody },
    responses: { 200: { description: "Withdrawn.", schema: withdrawResponse } },
    errors: ["SKILL_NOT_FOUND", "VERSION_NOT_FOUND", "NOT_SKILL_OWNER", "SKILL_DELETED", "INVALID_STATE"],
    errorFormat,
  },
  {
    method: "post",
    path: "/api/v1/skills/{slug}/versions/{version}/restore",
    operationId: "restoreSkillVersion",
    summary: "Restore a withdrawn version",
    tags: ["clawhub"],
    scopes: ["publish"],
    params,
    body: { schema: lifecycleBody },
    responses: { 200: { description: "Installable again (dist-tags are not re-pointed).", schema: restoreResponse } },
    errors: ["SKILL_NOT_FOUND", "VERSION_NOT_FOUND", "NOT_SKILL_OWNER", "SKILL_DELETED", "INVALID_STATE"],
    errorFormat,
  },
];
