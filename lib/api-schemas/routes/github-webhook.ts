// Schema of POST /api/v1/github/webhook (GitHub sends the body; the route reads it raw for the HMAC).
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";

/** GitHub caps webhook payloads at 25 MB; the signature is checked over the raw bytes. */
export const MAX_WEBHOOK_PAYLOAD_BYTES = 25 * 1024 * 1024;

export const webhookResponseSchema = z.object({
  deliveryId: z.string(),
  status: z.enum(["processed", "ignored", "duplicate"]),
  reason: z.string().optional(),
  results: z.array(z.record(z.string(), z.unknown())).describe("One entry per synced skill the push or release touched."),
});

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/github/webhook",
    operationId: "githubWebhook",
    summary: "GitHub push/release deliveries for synced skills",
    description:
      "Legacy: deliveries signed with the registry-wide GITHUB_WEBHOOK_SECRET (HMAC-SHA256 of the raw body in X-Hub-Signature-256). They sync only skills whose publisher has no webhook of its own for that repository yet; use the per-repository URL (/api/v1/github/webhook/{hookId}) instead. X-GitHub-Event and X-GitHub-Delivery are required. Repeated deliveries are answered `duplicate`.",
    tags: ["github"],
    auth: "none",
    body: { schema: z.record(z.string(), z.unknown()).describe("GitHub's webhook payload."), description: "The delivery, exactly as GitHub sent it." },
    responses: { 200: { description: "What the delivery did.", schema: webhookResponseSchema } },
    errors: [
      "BAD_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "GITHUB_WEBHOOK_NOT_CONFIGURED",
      "GITHUB_WEBHOOK_SIGNATURE_INVALID",
      "GITHUB_REF_NOT_FOUND",
      "GITHUB_RATE_LIMITED",
      "GITHUB_TARBALL_TOO_LARGE",
      "GITHUB_UNAVAILABLE",
    ],
  },
];
