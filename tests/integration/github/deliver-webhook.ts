// Sends a GitHub webhook delivery to the real route handler, signed like GitHub signs it: to a
// publisher's own webhook (/api/v1/github/webhook/<id>, its secret) when `hook` is given, else to
// the legacy URL with the registry-wide GITHUB_WEBHOOK_SECRET.
import { randomUUID } from "node:crypto";
import { POST as hookRoute } from "@/app/api/v1/github/webhook/[hookId]/route";
import { POST } from "@/app/api/v1/github/webhook/route";
import { db } from "@/lib/db";
import { signWebhookBody } from "@/lib/github";
import { WEBHOOK_SECRET } from "./github-setup";

export type Hook = { id: string; secret: string };
export type Delivery = { event: string; payload: unknown; deliveryId?: string; secret?: string; signature?: string | null; hook?: Hook };

/** The webhook (id and secret) a publisher has for a repository. */
export async function hookOf(repositoryId: number | string, publisherId: string): Promise<Hook> {
  return db.githubSyncHook.findUniqueOrThrow({
    where: { repositoryId_publisherId: { repositoryId: String(repositoryId), publisherId } },
    select: { id: true, secret: true },
  });
}

export async function deliverWebhook(delivery: Delivery): Promise<{ status: number; body: Record<string, unknown>; deliveryId: string }> {
  const deliveryId = delivery.deliveryId ?? randomUUID();
  const body = JSON.stringify(delivery.payload);
  const headers = new Headers({
    host: "hub.test",
    "content-type": "application/json",
    "x-forwarded-for": "192.0.2.30",
    "user-agent": "GitHub-Hookshot/test",
    "x-github-event": delivery.event,
    "x-github-delivery": deliveryId,
  });
  const secret = delivery.secret ?? delivery.hook?.secret ?? WEBHOOK_SECRET;
  const signature = delivery.signature === undefined ? signWebhookBody(secret, new TextEncoder().encode(body)) : delivery.signature;
  if (signature !== null) headers.set("x-hub-signature-256", signature);
  const response = delivery.hook
    ? await hookRoute(new Request(`http://hub.test/api/v1/github/webhook/${delivery.hook.id}`, { method: "POST", headers, body }), {
        params: Promise.resolve({ hookId: delivery.hook.id }),
      })
    : await POST(new Request("http://hub.test/api/v1/github/webhook", { method: "POST", headers, body }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, deliveryId };
}

export function pushPayload(input: { repositoryId: number; fullName: string; ref?: string; after: string; before?: string }) {
  return {
    ref: input.ref ?? "refs/heads/main",
    before: input.before ?? "a".repeat(40),
    after: input.after,
    created: false,
    deleted: /^0+$/.test(input.after),
    repository: { id: input.repositoryId, full_name: input.fullName, name: input.fullName.split("/")[1], private: false },
    pusher: { name: "someone" },
    commits: [],
  };
}

export function releasePayload(input: { repositoryId: number; fullName: string; tag: string; action?: string }) {
  return {
    action: input.action ?? "published",
    release: { tag_name: input.tag, name: input.tag, draft: false, prerelease: false, target_commitish: "main" },
    repository: { id: input.repositoryId, full_name: input.fullName, name: input.fullName.split("/")[1], private: false },
  };
}
