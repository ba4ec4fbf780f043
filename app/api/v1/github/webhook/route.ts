// POST /api/v1/github/webhook – GitHub `push` / `release` deliveries that republish synced skills
import { handleGithubWebhook } from "@/lib/github";
import { readBodyBytes, withApi } from "@/lib/http";

/** GitHub caps webhook payloads at 25 MB; the signature is checked over the raw bytes. */
const MAX_PAYLOAD_BYTES = 25 * 1024 * 1024;

export const POST = withApi(
  async ({ request }) => {
    const body = await readBodyBytes(request, MAX_PAYLOAD_BYTES);
    return handleGithubWebhook({
      event: request.headers.get("x-github-event"),
      deliveryId: request.headers.get("x-github-delivery"),
      signature: request.headers.get("x-hub-signature-256"),
      body,
    });
  },
  { auth: "none" },
);
