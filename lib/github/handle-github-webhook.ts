// POST /api/v1/github/webhook[/<hook id>]'s domain half: verify the signature over the raw body
// with the secret of that one webhook (or, on the legacy URL, the registry-wide
// GITHUB_WEBHOOK_SECRET), claim the delivery id (idempotency), then run `push` / `release` through
// sync, limited to what that secret may touch (SyncScope). The payload only says which repository
// changed; which commit to publish and its content are always asked of GitHub by repository id.
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { claimWebhookDelivery, finishWebhookDelivery } from "./claim-webhook-delivery";
import { createGithubClient } from "./create-github-client";
import type { GithubClient } from "./github-client";
import { pushEventSchema, releaseEventSchema } from "./schemas/github-webhooks";
import { syncGithubRepository, type RepositoryEvent, type SyncScope } from "./sync-github-repository";
import type { SyncOutcome } from "./sync-github-source";
import { verifyWebhookSignature } from "./verify-webhook-signature";

export type WebhookInput = {
  /** The webhook's id from its URL; absent on the legacy registry-wide URL. */
  hookId?: string;
  event: string | null;
  deliveryId: string | null;
  signature: string | null;
  body: Uint8Array;
  client?: GithubClient;
};

type Verifier = { secret: string; scope: SyncScope; hook: { id: string; repositoryId: string } | null };

/** The secret to check the signature with, and what a delivery signed with it may touch. */
async function verifierFor(hookId: string | undefined): Promise<Verifier> {
  if (hookId !== undefined) {
    const hook =
      hookId.length <= 64
        ? await db.githubSyncHook.findUnique({ where: { id: hookId }, select: { id: true, repositoryId: true, publisherId: true, secret: true } })
        : null;
    if (!hook) throw new AppError("GITHUB_WEBHOOK_NOT_FOUND", "No GitHub webhook with that URL; copy it again from the skill's manage page.");
    return { secret: hook.secret, scope: { kind: "hook", publisherId: hook.publisherId }, hook };
  }
  const secret = getConfig().GITHUB_WEBHOOK_SECRET;
  if (!secret) throw new AppError("GITHUB_WEBHOOK_NOT_CONFIGURED", "This URL takes no deliveries: use the webhook URL shown on the skill's manage page.");
  return { secret, scope: { kind: "legacy" }, hook: null };
}

export type WebhookOutcome = {
  deliveryId: string;
  /** "duplicate": this delivery id was already handled; nothing was done again. */
  status: "processed" | "ignored" | "duplicate";
  reason?: string;
  results: SyncOutcome[];
};

const ZERO_SHA = /^0{40}$/;

function parseBody(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new AppError("BAD_REQUEST", "The webhook body is not JSON; set the webhook's content type to application/json.");
  }
}

/** The repository event a delivery stands for, or why it needs no work. */
async function toRepositoryEvent(event: string, payload: unknown, client: () => GithubClient): Promise<RepositoryEvent | string> {
  if (event === "push") {
    const push = pushEventSchema.parse(payload);
    if (push.deleted || ZERO_SHA.test(push.after)) return "the ref was deleted";
    return { repository: { id: String(push.repository.id), fullName: push.repository.full_name }, ref: push.ref, commit: push.after };
  }
  if (event === "release") {
    const release = releaseEventSchema.parse(payload);
    if (release.action !== "published" || release.release.draft) return `release ${release.action}`;
    const repository = { id: String(release.repository.id), fullName: release.repository.full_name };
    // GitHub is asked whether the tag has a published release: the payload's word is not trusted
    // (the registry-wide secret signs anything, and a tag need not be a release).
    const published = await client().findRelease({ repositoryId: repository.id, tag: release.release.tag_name });
    if (!published || published.draft || published.tagName !== release.release.tag_name) {
      throw new AppError("GITHUB_RELEASE_NOT_FOUND", `${repository.fullName} has no published release of tag ${release.release.tag_name}.`, {
        details: { tag: release.release.tag_name },
      });
    }
    // The tag is looked up in the repository with that id: the payload's commit-ish is not trusted.
    const commit = await client().findCommit({ repositoryId: repository.id, ref: `tags/${release.release.tag_name}` });
    if (!commit) throw new AppError("GITHUB_REF_NOT_FOUND", `Tag ${release.release.tag_name} not found in ${repository.fullName}.`);
    return { repository, ref: `refs/tags/${release.release.tag_name}`, commit, tagName: release.release.tag_name };
  }
  return `event '${event}' is not used`;
}

export async function handleGithubWebhook(input: WebhookInput): Promise<WebhookOutcome> {
  const { secret, scope, hook } = await verifierFor(input.hookId);
  if (!verifyWebhookSignature({ secret, body: input.body, signature: input.signature })) {
    throw new AppError("GITHUB_WEBHOOK_SIGNATURE_INVALID", "X-Hub-Signature-256 is missing or does not match the body; check the webhook secret.");
  }
  const deliveryId = input.deliveryId?.trim();
  const event = input.event?.trim();
  if (!deliveryId || deliveryId.length > 100 || !event || event.length > 100) {
    throw new AppError("BAD_REQUEST", "X-GitHub-Delivery and X-GitHub-Event headers are required.");
  }
  const payload = parseBody(input.body);
  const repositoryName = (payload as { repository?: { full_name?: unknown } } | null)?.repository?.full_name;
  // Claimed per webhook: one webhook's deliveries can never pre-empt another's ids.
  const claimKey = hook ? `${hook.id}:${deliveryId}` : deliveryId;
  const claim = await claimWebhookDelivery({
    deliveryId: claimKey,
    event,
    repository: typeof repositoryName === "string" ? repositoryName.slice(0, 200) : null,
  });
  if (!claim.claimed) return { deliveryId, status: "duplicate", reason: `already ${claim.status}`, results: [] };

  try {
    let made = input.client;
    const client = () => (made ??= createGithubClient());
    const repositoryEvent = await toRepositoryEvent(event, payload, client);
    if (hook) await db.githubSyncHook.update({ where: { id: hook.id }, data: { lastDeliveryAt: new Date() } });
    const ignored =
      typeof repositoryEvent === "string"
        ? repositoryEvent
        : hook && repositoryEvent.repository.id !== hook.repositoryId
          ? "this webhook belongs to another repository"
          : null;
    if (ignored !== null || typeof repositoryEvent === "string") {
      const reason = ignored ?? "not a repository event";
      await finishWebhookDelivery({ deliveryId: claimKey, status: "ignored", result: { reason } });
      return { deliveryId, status: "ignored", reason, results: [] };
    }
    const results = await syncGithubRepository({ client: client(), event: repositoryEvent, scope });
    const status = results.length === 0 ? "ignored" : "processed";
    const reason = results.length === 0 ? "no synced skill follows this ref" : undefined;
    await finishWebhookDelivery({
      deliveryId: claimKey,
      status,
      result: { commit: repositoryEvent.commit, ref: repositoryEvent.ref, results, ...(reason ? { reason } : {}) },
    });
    return { deliveryId, status, ...(reason ? { reason } : {}), results };
  } catch (error) {
    const code = isAppError(error) ? error.code : "INTERNAL";
    await finishWebhookDelivery({ deliveryId: claimKey, status: "failed", result: { error: code } }).catch(() => undefined);
    throw error;
  }
}
