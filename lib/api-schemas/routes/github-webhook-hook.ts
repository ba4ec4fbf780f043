// Schema of POST /api/v1/github/webhook/{hookId}: one publisher's webhook for one repository.
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { webhookResponseSchema } from "@/lib/api-schemas/routes/github-webhook";

export const params = z.object({ hookId: z.string().min(1).max(64) });

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/github/webhook/{hookId}",
    operationId: "githubSyncHook",
    summary: "GitHub push/release deliveries for one repository's synced skills",
    description:
      "The webhook URL and secret shown on a synced skill's manage page, one per repository and publisher. Signed with X-Hub-Signature-256 (HMAC-SHA256 of the raw body with that webhook's secret); only that publisher's skills synced from that repository (matched by GitHub's repository id) are touched, and only the commit the tracked ref points at now (asked of GitHub) is published.",
    tags: ["github"],
    auth: "none",
    params,
    body: { schema: z.record(z.string(), z.unknown()).describe("GitHub's webhook payload."), description: "The delivery, exactly as GitHub sent it." },
    responses: { 200: { description: "What the delivery did.", schema: webhookResponseSchema } },
    errors: [
      "BAD_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "GITHUB_WEBHOOK_NOT_FOUND",
      "GITHUB_WEBHOOK_SIGNATURE_INVALID",
      "GITHUB_REF_NOT_FOUND",
      "GITHUB_REPO_NOT_FOUND",
      "GITHUB_RATE_LIMITED",
      "GITHUB_TARBALL_TOO_LARGE",
      "GITHUB_UNAVAILABLE",
    ],
  },
];
