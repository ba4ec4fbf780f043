// Schemas of GET /api/v1/skills/{slug}/file (`clawhub inspect --file <path>`).
import { z } from "zod";
import { ownerHandleSchema, skillRefSchema, tagNameSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: skillRefSchema });

export const query = z.object({
  path: z
    .string()
    .min(1)
    .max(1024)
    .describe(
      "The file's path in the skill, e.g. SKILL.md or scripts/run.sh; resolved like a host resolves a relative link (./references/x.md, references/../SKILL.md), never outside the skill",
    ),
  version: versionStringSchema.optional(),
  tag: tagNameSchema.optional().describe("A dist-tag instead of a version; neither means the latest installable version"),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/file",
    operationId: "getSkillFile",
    summary: "One file's bytes",
    description:
      "The exact stored bytes. Strong ETag = the file's sha256, Repr-Digest (RFC 9530), X-Skill-Digest = the version's bundle digest. Immutable caching when `version` is given. Text is served as text/plain (never rendered), binaries as attachments.",
    tags: ["clawhub"],
    params,
    query,
    responses: {
      200: { description: "The file.", format: "binary", contentType: "application/octet-stream" },
      304: { description: "Not modified (If-None-Match)." },
    },
    errors: [
      "SKILL_NOT_FOUND",
      "SKILL_GONE",
      "VERSION_NOT_FOUND",
      "TAG_NOT_FOUND",
      "NO_INSTALLABLE_VERSION",
      "VERSION_WITHDRAWN",
      "VERSION_BLOCKED",
      "FILE_NOT_FOUND",
    ],
    errorFormat: "clawhub-text",
  },
];
