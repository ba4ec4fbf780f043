// Schemas of GET /api/v1/download (and the legacy GET /api/download): a version's zip.
import { z } from "zod";
import { ownerHandleSchema, skillSlugSchema, tagNameSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const query = z.object({
  slug: skillSlugSchema,
  version: versionStringSchema.optional(),
  tag: tagNameSchema.optional().describe("A dist-tag instead of a version; neither means the latest installable version"),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
});

const headers = {
  ETag: "Strong: the zip's sha256 (quoted). Send it back as If-None-Match for a 304.",
  "X-Skill-Digest": "Canonical bundle digest, sha256:<hex> (docs/bundle-digest.md): recompute it from the unpacked files.",
  "Repr-Digest": "RFC 9530: sha-256=:<base64 of the zip's sha256>:",
  "Cache-Control":
    "public, max-age=31536000, s-maxage=300, immutable when `version` is given (shared caches revalidate every five minutes, so a block reaches them); a minute for latest or a tag; private for skills only their owner may see.",
};

export const docs: RouteDoc[] = ["/api/v1/download", "/api/download"].map((path) => ({
  method: "get",
  path,
  operationId: path === "/api/v1/download" ? "downloadSkill" : "downloadSkillLegacy",
  summary: "Download a version as a zip",
  description:
    "The deterministic zip stored at publish time: the exact bytes that were scanned. Withdrawn versions answer 410, blocked or malicious ones 403. Downloads count once per person (or address) per skill per day.",
  tags: ["clawhub"],
  query,
  responses: {
    200: { description: "The zip.", format: "binary", contentType: "application/zip", headers },
    304: { description: "Not modified (If-None-Match matched the zip's sha256).", headers },
  },
  errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "TAG_NOT_FOUND", "NO_INSTALLABLE_VERSION", "VERSION_WITHDRAWN", "VERSION_BLOCKED"],
  errorFormat: "clawhub-text",
}));
