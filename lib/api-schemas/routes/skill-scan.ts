// Schemas of ClawHub's scan-job routes (`clawhub scan`), answered from our scanner's reports:
// POST /api/v1/skills/-/scan, GET /api/v1/skills/-/scan/{scanId}[/download] and
// GET /api/v1/skills/-/scan/download/{slug}.
import { z } from "zod";
import { ownerHandleSchema, skillParamsSchema, skillSlugSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const body = z.object({
  source: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("published"), slug: skillSlugSchema, ownerHandle: ownerHandleSchema, version: versionStringSchema.optional() }),
    z.object({ kind: z.literal("upload") }),
  ]),
  update: z.boolean().optional().describe("Rescan the stored bytes with the current scanner and write the result back (moderators only)"),
});

export const scanParams = z.object({ scanId: z.string().max(100).describe("scan_<version id>, from the submit answer") });

export const downloadParams = skillParamsSchema;
export const downloadQuery = z.object({
  version: versionStringSchema,
  kind: z.enum(["skill", "plugin"]).default("skill"),
  ownerHandle: ownerHandleSchema,
});

const finding = z.object({ code: z.string(), severity: z.string(), file: z.string(), message: z.string() });
export const scanJobSchema = z.object({
  ok: z.literal(true),
  scanId: z.string(),
  status: z.literal("succeeded"),
  sourceKind: z.literal("published"),
  update: z.boolean(),
  writtenBack: z.boolean(),
  artifact: z.object({ slug: z.string(), ownerHandle: z.string(), displayName: z.string(), version: z.string(), digest: z.string() }),
  report: z.object({
    staticAnalysis: z.object({
      status: z.string().describe("The scanner's verdict"),
      effectiveVerdict: z.string().describe("After moderation"),
      reasonCodes: z.array(z.string()),
      summary: z.string(),
      engineVersion: z.string(),
      findings: z.array(finding),
    }),
  }),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  completedAt: z.number().int(),
});

const ZIP = { description: "ZIP: manifest.json, static-analysis.json, static-analysis.sarif.", format: "binary" as const, contentType: "application/zip" };

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/-/scan",
    operationId: "submitSkillScan",
    summary: "Scan a published version (clawhub scan)",
    description:
      "Answers at once with status succeeded: every published version already carries our scanner's report. `update: true` rescans the stored bytes with the current scanner and writes the verdict back (moderators). Scans of local uploads are not offered: publish, then scan.",
    tags: ["clawhub"],
    body: { schema: body },
    responses: { 200: { description: "The finished job.", schema: scanJobSchema } },
    errors: ["BAD_REQUEST", "FORBIDDEN", "SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "NO_INSTALLABLE_VERSION"],
    errorFormat: "clawhub-text",
  },
  {
    method: "get",
    path: "/api/v1/skills/-/scan/{scanId}",
    operationId: "getSkillScan",
    summary: "A scan job",
    tags: ["clawhub"],
    params: scanParams,
    responses: { 200: { description: "The job.", schema: scanJobSchema } },
    errors: ["NOT_FOUND"],
    errorFormat: "clawhub-text",
  },
  {
    method: "get",
    path: "/api/v1/skills/-/scan/{scanId}/download",
    operationId: "downloadSkillScan",
    summary: "A scan job's report ZIP",
    tags: ["clawhub"],
    params: scanParams,
    responses: { 200: ZIP },
    errors: ["NOT_FOUND"],
    errorFormat: "clawhub-text",
  },
  {
    method: "get",
    path: "/api/v1/skills/-/scan/download/{slug}",
    operationId: "downloadPublishedSkillScan",
    summary: "The report ZIP of a published version (clawhub scan download)",
    tags: ["clawhub"],
    params: downloadParams,
    query: downloadQuery,
    responses: { 200: ZIP },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND", "NOT_HOSTED"],
    errorFormat: "clawhub-text",
  },
];
