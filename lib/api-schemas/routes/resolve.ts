// Schemas of GET /api/v1/resolve (and the legacy GET /api/skill/resolve): which version a local folder is.
import { z } from "zod";
import { ownerHandleSchema, skillSlugSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { versionStatusSchema } from "@/lib/api-schemas/version-state";

export const query = z.object({
  slug: skillSlugSchema,
  hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-f0-9]{64}$/, "The clawhub fingerprint: 64 hex digits.")
    .describe("sha256 over the sorted `path:sha256` lines of the folder's files"),
  ownerHandle: ownerHandleSchema,
  owner: ownerHandleSchema,
});

const versionRef = z.object({ version: z.string(), digest: z.string() });

export const resolveResponse = z.object({
  slug: z.string(),
  match: versionRef.extend({ status: versionStatusSchema }).nullable().describe("The (highest) version with exactly these files"),
  latestVersion: versionRef.nullable(),
});

export const docs: RouteDoc[] = ["/api/v1/resolve", "/api/skill/resolve"].map((path) => ({
  method: "get",
  path,
  operationId: path === "/api/v1/resolve" ? "resolveSkillFingerprint" : "resolveSkillFingerprintLegacy",
  summary: "Which version a folder is, by the CLI's fingerprint",
  description:
    '`clawhub update` spots local edits with it; `publish` and `sync` skip skills already published. An unknown slug is 404 "Skill not found", which the CLI reads as a new skill.',
  tags: ["clawhub"],
  query,
  responses: { 200: { description: "The match (if any) and the latest version.", schema: resolveResponse } },
  errors: ["SKILL_NOT_FOUND", "SKILL_GONE"],
  errorFormat: "clawhub-text",
}));
