// The webhook route: signature checked over the raw body (valid, invalid, missing), deliveries
// recorded and idempotent (a replayed delivery id is processed once, also when sent concurrently).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importGithubSkills } from "@/lib/github";
import type { GitRepository } from "../../setup/github/git-repository";
import { deliverWebhook, hookOf, pushPayload, type Hook } from "./deliver-webhook";
import { githubActor, nextRepoId, setEnv, useLocalGithub } from "./github-setup";
import { buildSkillsRepository, skillMd } from "../../setup/github/skills-repository";

const github = useLocalGithub();
let repo: GitRepository;
let repositoryId: number;
let hook: Hook;
/** Deliveries are recorded per webhook: "<hook id>:<X-GitHub-Delivery>". */
const stored = (deliveryId: string) => `${hook.id}:${deliveryId}`;
const fullName = "hook-owner/skills";

beforeAll(async () => {
  const owner = await githubActor(github(), "hook-owner");
  repo = buildSkillsRepository();
  repositoryId = nextRepoId();
  github().host({ id: repositoryId, owner: { login: "hook-owner", id: owner.githubId, type: "User" }, name: "skills", git: repo });
  await importGithubSkills({ actor: owner, source: fullName, sync: true, selections: [{ path: "skills/pdf-tools" }] });
  hook = await hookOf(repositoryId, owner.userId);
});
afterAll(() => repo.remove());

const versions = () => db.skillVersion.count({ where: { skill: { slug: "pdf-tools" } } });

describe("POST /api/v1/github/webhook", () => {
  it("processes a validly signed push and records the delivery", async () => {
    const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "First change." }) });
    const delivered = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }) });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: "processed", results: [{ slug: "pdf-tools", status: "published", version: "2.1.1" }] });
    const row = await db.webhookDelivery.findUniqueOrThrow({ where: { deliveryId: stored(delivered.deliveryId) } });
    expect(row).toMatchObject({ event: "push", repository: fullName, status: "processed" });
  });

  it("processes a replayed delivery id once", async () => {
    const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "Second change." }) });
    const before = await versions();
    const first = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }) });
    const replay = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }), deliveryId: first.deliveryId });
    expect(first.body.status).toBe("processed");
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ status: "duplicate", results: [] });
    expect(await versions()).toBe(before + 1);
    expect(await db.webhookDelivery.count({ where: { deliveryId: stored(first.deliveryId) } })).toBe(1);
  });

  it("processes a delivery sent twice at the same moment once", async () => {
    const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "Concurrent change." }) });
    const before = await versions();
    const deliveryId = `concurrent-${after.slice(0, 8)}`;
    const answers = await Promise.all(
      [1, 2].map(() => deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }), deliveryId })),
    );
    expect(answers.map((a) => a.body.status).sort()).toEqual(["duplicate", "processed"]);
    expect(await versions()).toBe(before + 1);
  });

  it("refuses a wrong or missing signature before recording anything", async () => {
    const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { body: "Forged change." }) });
    const before = { versions: await versions(), deliveries: await db.webhookDelivery.count() };
    const forged = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }), secret: "not-the-secret" });
    expect(forged.status).toBe(401);
    expect((forged.body.error as { code: string }).code).toBe("GITHUB_WEBHOOK_SIGNATURE_INVALID");
    const unsigned = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }), signature: null });
    expect((unsigned.body.error as { code: string }).code).toBe("GITHUB_WEBHOOK_SIGNATURE_INVALID");
    const sha1 = await deliverWebhook({
      hook,
      event: "push",
      payload: pushPayload({ repositoryId, fullName, after }),
      signature: "sha1=0123456789abcdef0123456789abcdef01234567",
    });
    expect(sha1.status).toBe(401);
    expect({ versions: await versions(), deliveries: await db.webhookDelivery.count() }).toEqual(before);
  });

  it("answers GITHUB_WEBHOOK_NOT_CONFIGURED on the legacy URL when no registry-wide secret is set", async () => {
    const restore = setEnv("GITHUB_WEBHOOK_SECRET", undefined);
    try {
      const answer = await deliverWebhook({ event: "ping", payload: { zen: "Design for failure.", hook_id: 1 } });
      expect(answer.status).toBe(404);
      expect((answer.body.error as { code: string }).code).toBe("GITHUB_WEBHOOK_NOT_CONFIGURED");
    } finally {
      restore();
    }
  });

  it("acknowledges ping and unused events, and a push that deletes a branch, without work", async () => {
    const ping = await deliverWebhook({ hook, event: "ping", payload: { zen: "Keep it logically awesome.", hook_id: 7 } });
    expect(ping.body).toMatchObject({ status: "ignored" });
    const star = await deliverWebhook({ hook, event: "star", payload: { action: "created", repository: { id: repositoryId, full_name: fullName } } });
    expect(star.body).toMatchObject({ status: "ignored" });
    const deleted = await deliverWebhook({
      hook,
      event: "push",
      payload: pushPayload({ repositoryId, fullName, ref: "refs/heads/old", after: "0".repeat(40) }),
    });
    expect(deleted.body).toMatchObject({ status: "ignored", reason: "the ref was deleted" });
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { deliveryId: stored(star.deliveryId) } })).status).toBe("ignored");
  });

  it("answers 400 for a signed body that is not a push payload, and lets GitHub redeliver it", async () => {
    const broken = await deliverWebhook({ hook, event: "push", payload: { ref: "refs/heads/main" } });
    expect(broken.status).toBe(400);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { deliveryId: stored(broken.deliveryId) } })).status).toBe("failed");
    const after = repo.head();
    const redelivered = await deliverWebhook({ hook, event: "push", payload: pushPayload({ repositoryId, fullName, after }), deliveryId: broken.deliveryId });
    expect(redelivered.status).toBe(200);
    expect(redelivered.body.status).not.toBe("duplicate");
  });
});
