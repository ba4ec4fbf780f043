// Schemas of GET /api/v1/skills/{slug}/versions/{version}/scan.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { verdictSchema } from "@/lib/api-schemas/catalog-parts";
import { versionStateSchema } from "@/lib/api-schemas/version-state";
import { versionParams } from "../version-params";

export const params = versionParams;
export const query = z.object({
  format: z.enum(["json", "sarif"]).default("json").describe("json (default) or sarif (SARIF 2.1.0, application/sarif+json)."),
});

const severity = z.enum(["critical", "high", "medium", "low", "info"]);

export const findingSchema = z.object({
  ruleId: z.string(),
  severity,
  confidence: z.number().min(0).max(1),
  file: z.string().describe("Bundle path."),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  evidence: z.string().describe("Short, redacted excerpt of what matched."),
  context: z.enum(["frontmatter", "prose", "fenced", "script", "reference", "asset"]),
  decoded: z
    .object({ layers: z.array(z.string()), text: z.string() })
    .optional()
    .describe("Set when the match was inside encoded text."),
});

export const scanReportSchema = z.object({
  scannerVersion: z.string(),
  verdict: verdictSchema.describe("The scanner's own verdict; `state.verdict` is the effective one (moderators may overrule)."),
  summary: z.string(),
  explanation: z.string(),
  findings: z.array(findingSchema),
  stats: z.object({ files: z.number().int(), bytes: z.number().int(), durationMs: z.number() }),
});

export const scanResponseSchema = z.object({
  slug: z.string(),
  version: z.string(),
  scannerVersion: z.string(),
  state: versionStateSchema,
  report: scanReportSchema,
  rules: z
    .array(z.object({ id: z.string(), title: z.string(), severity, group: z.string(), description: z.string() }))
    .describe("The rules the findings cite."),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/versions/{version}/scan",
    operationId: "getVersionScan",
    summary: "Scan report for a version",
    description: "Every finding to the line, with the rules it cites; `?format=sarif` returns SARIF 2.1.0 (artifact URIs are bundle paths).",
    tags: ["trust"],
    params,
    query,
    responses: {
      200: { description: "The stored scan report (JSON), or SARIF 2.1.0 with format=sarif (application/sarif+json).", schema: scanResponseSchema },
    },
    errors: ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND"],
  },
];
