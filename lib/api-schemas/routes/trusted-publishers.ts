// Schemas of GET/POST /api/v1/skills/{slug}/trusted-publishers.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const params = z.object({ slug: z.string().min(1).max(100) });
// Shape checked by the domain schema (lib/auth/schemas/trusted-publisher-input.ts); `workflowFilename` is clawhub's name for it.
export const body = z
  .object({
    repository: z.string().max(200),
    workflow: z.string().max(300).optional(),
    workflowFilename: z.string().max(300).optional(),
    environment: z.string().max(300).optional(),
    ref: z.string().max(300).optional(),
  })
  .transform(({ workflowFilename, workflow, ...rest }) => ({ ...rest, workflow: workflow ?? workflowFilename ?? "" }));

export const trustedPublisherSchema = z.object({
  id: z.string(),
  repository: z.string(),
  workflow: z.string(),
  environment: z.string().nullable(),
  ref: z.string().nullable(),
  repositoryId: z.string().nullable(),
  repositoryOwnerId: z.string().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

const errors = ["SKILL_NOT_FOUND", "NOT_SKILL_OWNER"] as const;

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/skills/{slug}/trusted-publishers",
    operationId: "listTrustedPublishers",
    summary: "GitHub workflows allowed to publish a skill",
    tags: ["publishing"],
    scopes: ["read"],
    params,
    responses: { 200: { description: "The skill's trusted publishers (owners only).", schema: z.object({ items: z.array(trustedPublisherSchema) }) } },
    errors: [...errors],
  },
  {
    method: "post",
    path: "/api/v1/skills/{slug}/trusted-publishers",
    operationId: "addTrustedPublisher",
    summary: "Trust a GitHub workflow to publish a skill",
    tags: ["publishing"],
    scopes: ["publish"],
    params,
    body: { schema: body },
    responses: { 201: { description: "The new trusted publisher.", schema: z.object({ trustedPublisher: trustedPublisherSchema }) } },
    errors: [...errors, "ORG_ROLE_REQUIRED", "TRUSTED_PUBLISHER_EXISTS", "GITHUB_REPO_NOT_FOUND", "GITHUB_UNAVAILABLE"],
  },
];
