// GET, POST /api/v1/skills/{slug}/trusted-publishers – list or add the GitHub workflows allowed to publish a skill (owners)
import { z } from "zod";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { listTrustedPublishers } from "@/lib/auth/trusted-publishing/list-trusted-publishers";
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

const params = z.object({ slug: z.string().min(1).max(100) });
// Shape checked by the domain schema (lib/auth/schemas/trusted-publisher-input.ts); `workflowFilename` is clawhub's name for it.
const body = z
  .object({ repository: z.string().max(200), workflow: z.string().max(300).optional(), workflowFilename: z.string().max(300).optional(), environment: z.string().max(300).optional() })
  .transform(({ workflowFilename, workflow, ...rest }) => ({ ...rest, workflow: workflow ?? workflowFilename ?? "" }));

export const GET = withApi(async ({ actor, params }) => ({ items: await listTrustedPublishers({ actor, slug: params.slug }) }), { scopes: ["read"], params });

export const POST = withApi(
  async ({ actor, params, body, ip }) => {
    const trustedPublisher = await addTrustedPublisher({ actor, slug: params.slug, publisher: body, ip });
    return Response.json({ trustedPublisher }, { status: 201 });
  },
  { scopes: ["publish"], params, body },
);
