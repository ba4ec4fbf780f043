// Schemas of GET /api/v1/skills/{slug}/verify: one version's verification record (`openclaw skills verify`).
import { z } from "zod";
import { ownerHandleSchema, skillParamsSchema, tagNameSchema, unhostedReferenceSchema, versionStringSchema } from "@/lib/api-schemas/params";
import { skillVerificationSchema } from "@/lib/api-schemas/skill-verification";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = skillParamsSchema;

export const query = z
  .object({
    version: versionStringSchema.optional(),
    tag: tagNameSchema.optional().describe("A dist-tag instead of a version; neither means the latest installable version"),
    reference: unhostedReferenceSchema,
    ownerHandle: ownerHandleSchema,
    owner: ownerHandleSchema,
  })
  .refine((value) => !(value.version && value.tag), { message: "Use either version or tag", path: ["tag"] });

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/verify",
    operationId: "verifySkill",
    summary: "Verify one version (OpenClaw)",
    description:
      "ClawHub's `clawhub.skill.verify.v1`: `decision` pass / fail with reasons, the Skill Card's URL and sha256, every file's sha256, the bundle digest and archive sha256, provenance, the security block and our signed statement (`signature`). Blocked and withdrawn versions are answered too (ok false), so installed copies can be checked.",
    tags: ["clawhub"],
    params,
    query,
    responses: { 200: { description: "The verification record.", schema: skillVerificationSchema } },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "TAG_NOT_FOUND", "NO_INSTALLABLE_VERSION"],
    errorFormat: "clawhub-text",
  },
];
