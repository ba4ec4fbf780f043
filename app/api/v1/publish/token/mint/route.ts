// POST /api/v1/publish/token/mint – trusted publishing: exchange a GitHub Actions OIDC token for a 15-minute publish token
import { z } from "zod";
import { mintPublishToken } from "@/lib/auth/trusted-publishing/mint-publish-token";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

// clawhub's PublishTokenMintRequestSchema is {packageName, version, githubOidcToken}; for skills the
// name is the slug (`slug` or `packageName`). `version` is accepted and not needed to mint.
const bodySchema = z
  .object({
    slug: z.string().trim().min(1).max(100).optional(),
    packageName: z.string().trim().min(1).max(100).optional(),
    version: z.string().max(100).optional(),
    githubOidcToken: z.string().min(1).max(16_384),
  })
  .refine((body) => body.slug ?? body.packageName, { message: "Name the skill with `slug` (or `packageName`).", path: ["slug"] });

export const POST = withApi(
  async ({ body, ip }) => {
    const minted = await mintPublishToken({ slug: (body.slug ?? body.packageName) as string, oidcToken: body.githubOidcToken, ip });
    return Response.json(
      { token: minted.token, expiresAt: minted.expiresAt.getTime(), skill: minted.skill.slug, scopes: ["read", "publish"], provenance: minted.provenance },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
  { auth: "none", rateLimit: "auth", body: bodySchema },
);
