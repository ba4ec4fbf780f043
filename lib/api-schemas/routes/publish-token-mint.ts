// Schemas of POST /api/v1/publish/token/mint (trusted publishing).
import { z } from "zod";
import { provenanceSchema } from "@/lib/auth/provenance";
import type { RouteDoc } from "@/lib/openapi/route-doc";

// clawhub's PublishTokenMintRequestSchema is {packageName, version, githubOidcToken}; for skills the
// name is the slug (`slug` or `packageName`). `version` is accepted and not needed to mint.
export const body = z
  .object({
    slug: z.string().trim().min(1).max(100).optional(),
    packageName: z.string().trim().min(1).max(100).optional(),
    version: z.string().max(100).optional(),
    githubOidcToken: z.string().min(1).max(16_384),
  })
  .refine((value) => value.slug ?? value.packageName, { message: "Name the skill with `slug` (or `packageName`).", path: ["slug"] });

export const mintResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int().describe("Milliseconds since the epoch."),
  skill: z.string(),
  scopes: z.array(z.enum(["read", "publish"])),
  provenance: provenanceSchema,
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/publish/token/mint",
    operationId: "mintPublishToken",
    summary: "Exchange a GitHub Actions OIDC token for a publish token",
    description:
      "Trusted publishing (docs/trusted-publishing.md): a workflow the skill's owner registered gets a 15-minute token that may publish only that skill.",
    tags: ["publishing"],
    auth: "none",
    body: { schema: body },
    responses: { 200: { description: "A short-lived publish token.", schema: mintResponseSchema } },
    errors: [
      "SKILL_NOT_FOUND",
      "OIDC_TOKEN_INVALID",
      "OIDC_TOKEN_EXPIRED",
      "OIDC_AUDIENCE_MISMATCH",
      "OIDC_TOKEN_REPLAYED",
      "TRUSTED_PUBLISHER_MISMATCH",
      "ACCOUNT_BANNED",
      "OIDC_JWKS_UNAVAILABLE",
    ],
  },
];
