// Schemas of /api/v1/orgs/{org}/reviews: the org's review queue (versions its policy held) and an
// owner's or admin's decision on one of them.
import { z } from "zod";
import { skillSlugSchema, versionStringSchema } from "@/lib/api-schemas/params";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { orgParams } from "./org-params";

export const params = orgParams;

export const reviewItemSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  visibility: z.string(),
  version: z.string(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
  verdict: z.string(),
  summary: z.string(),
  changelog: z.string(),
  /** What the publish asked to label the skill with; approving applies it where nothing newer set the same. */
  labels: z.object({ displayName: z.string().optional(), topics: z.array(z.string()).optional(), tags: z.array(z.string()).optional() }),
  findings: z.array(z.object({ ruleId: z.string(), severity: z.string(), file: z.string(), line: z.number().nullable(), message: z.string() })),
  findingCount: z.number().int(),
});

export const queueResponse = z.object({
  org: z.object({ handle: z.string(), displayName: z.string().nullable() }),
  items: z.array(reviewItemSchema),
  /** More held versions than one answer lists: decide on these first. */
  more: z.boolean(),
});

export const body = z.object({
  slug: skillSlugSchema,
  version: versionStringSchema,
  decision: z.enum(["approve", "reject"]),
  reason: z.string().trim().max(500).optional().describe("Required to reject: the publisher reads it."),
});

export const decisionResponse = z.object({
  ok: z.literal(true),
  slug: z.string(),
  version: z.string(),
  decision: z.enum(["approve", "reject"]),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/orgs/{org}/reviews",
    operationId: "listOrgReviews",
    summary: "The org's review queue",
    description: "Versions the org's policy (`suspicious: hold`) held for review, oldest first. Owners and admins only.",
    tags: ["orgs"],
    auth: "required",
    scopes: ["read"],
    params,
    responses: { 200: { description: "Held versions.", schema: queueResponse } },
    errors: ["ORG_NOT_FOUND", "ORG_ROLE_REQUIRED", "UNAUTHENTICATED"],
  },
  {
    method: "post",
    path: "/api/v1/orgs/{org}/reviews",
    operationId: "decideOrgReview",
    summary: "Approve or reject a held version",
    description:
      "Approve publishes the version (latest, search, pages and the change feed follow in one transaction); reject refuses it for good with a reason. Both audited.",
    tags: ["orgs"],
    scopes: ["publish"],
    params,
    body: { schema: body },
    responses: { 200: { description: "The decision.", schema: decisionResponse } },
    errors: ["ORG_NOT_FOUND", "ORG_ROLE_REQUIRED", "SKILL_NOT_FOUND", "VERSION_NOT_FOUND", "VERSION_NOT_HELD", "FORBIDDEN"],
  },
];
