// GET, POST /api/v1/skills/{slug}/trusted-publishers – list or add the GitHub workflows allowed to publish a skill (owners)
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { listTrustedPublishers } from "@/lib/auth/trusted-publishing/list-trusted-publishers";
import { withApi } from "@/lib/http";
import { body, params } from "@/lib/api-schemas/routes/trusted-publishers";

export const dynamic = "force-dynamic";

export const GET = withApi(async ({ actor, params }) => ({ items: await listTrustedPublishers({ actor, slug: params.slug }) }), { scopes: ["read"], params });

export const POST = withApi(
  async ({ actor, params, body, ip }) => {
    const trustedPublisher = await addTrustedPublisher({ actor, slug: params.slug, publisher: body, ip });
    return Response.json({ trustedPublisher }, { status: 201 });
  },
  { scopes: ["publish"], params, body },
);
