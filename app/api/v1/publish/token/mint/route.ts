// POST /api/v1/publish/token/mint – trusted publishing: exchange a GitHub Actions OIDC token for a 15-minute publish token
import { mintPublishToken } from "@/lib/auth/trusted-publishing/mint-publish-token";
import { withApi } from "@/lib/http";
import { body as bodySchema } from "@/lib/api-schemas/routes/publish-token-mint";

export const dynamic = "force-dynamic";

export const POST = withApi(
  async ({ body, ip }) => {
    const minted = await mintPublishToken({ slug: (body.slug ?? body.packageName) as string, oidcToken: body.githubOidcToken, ip });
    return Response.json(
      { token: minted.token, expiresAt: minted.expiresAt.getTime(), skill: minted.skill.slug, scopes: ["read", "publish"], provenance: minted.provenance },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: "auth", body: bodySchema },
);
