// POST /api/v1/github/webhook – legacy deliveries signed with the registry-wide GITHUB_WEBHOOK_SECRET (sources not yet moved to their own webhook)
import { handleGithubWebhook } from "@/lib/github";
import { readBodyBytes, withApi } from "@/lib/http";
import { MAX_WEBHOOK_PAYLOAD_BYTES } from "@/lib/api-schemas/routes/github-webhook";

export const POST = withApi(
  async ({ request }) => {
    const body = await readBodyBytes(request, MAX_WEBHOOK_PAYLOAD_BYTES);
    return handleGithubWebhook({
      event: request.headers.get("x-github-event"),
      deliveryId: request.headers.get("x-github-delivery"),
      signature: request.headers.get("x-hub-signature-256"),
      body,
    });
  },
  { auth: "none", openInClosedRegistry: true },
);
