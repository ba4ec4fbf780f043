// POST /api/v1/github/webhook/{hookId} – one repository's GitHub `push` / `release` deliveries, signed with that webhook's own secret
import { handleGithubWebhook } from "@/lib/github";
import { readBodyBytes, withApi } from "@/lib/http";
import { MAX_WEBHOOK_PAYLOAD_BYTES } from "@/lib/api-schemas/routes/github-webhook";
import { params } from "@/lib/api-schemas/routes/github-webhook-hook";

export const POST = withApi(
  async ({ request, params }) => {
    const body = await readBodyBytes(request, MAX_WEBHOOK_PAYLOAD_BYTES);
    return handleGithubWebhook({
      hookId: params.hookId,
      event: request.headers.get("x-github-event"),
      deliveryId: request.headers.get("x-github-delivery"),
      signature: request.headers.get("x-hub-signature-256"),
      body,
    });
  },
  { auth: "none", openInClosedRegistry: true, params },
);
