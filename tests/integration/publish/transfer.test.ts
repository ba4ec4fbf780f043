// Ownership transfer: request → accept / reject / cancel, one pending per skill, 7-day expiry.
import { describe, expect, test } from "vitest";
import { createApiToken } from "@/lib/auth/create-api-token";
import { db } from "@/lib/db";
import { acceptTransfer, cancelTransfer, rejectTransfer, requestTransfer, TRANSFER_TTL_DAYS } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

async function setup(slug: string) {
  const owner = await createActor();
  const recipient = await createActor();
  const stranger = await createActor();
  await publishFixture({ actor: owner, slug, version: "1.0.0" });
  return { owner, recipient, stranger };
}

describe("transfer requests", () => {
  test("request then accept: the recipient owns the skill and can publish; the old owner cannot", async () => {
    const { owner, recipient } = await setup("handover");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "handover" } });
    await db.trustedPublisher.create({ data: { skillId: skill.id, repository: "old/repo", workflow: "publish.yml", createdById: owner.userId } });
    const ci = await createApiToken({ userId: owner.userId, label: "ci", scopes: ["publish"], kind: "OIDC", limitedToSkillId: skill.id });

    const request = await requestTransfer({ actor: owner, slug: "handover", toHandle: recipient.handle.toUpperCase(), message: "yours now" });
    const ttl = (request.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(ttl).toBeGreaterThan(TRANSFER_TTL_DAYS - 0.01);
    expect(ttl).toBeLessThanOrEqual(TRANSFER_TTL_DAYS);
    // Nothing changes hands before the answer.
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "handover" } })).ownerId).toBe(owner.userId);

    const accepted = await acceptTransfer({ actor: recipient, transferId: request.id });
    expect(accepted.ownerHandle).toBe(recipient.handle);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "handover" } })).ownerId).toBe(recipient.userId);
    expect(await db.transferRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: "ACCEPTED" });
    // The previous owner's publishing set-up does not travel with the skill.
    expect(await db.trustedPublisher.count({ where: { skillId: skill.id } })).toBe(0);
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: ci.id } })).revokedAt).not.toBeNull();

    await publishFixture({ actor: recipient, slug: "handover", version: "1.1.0", content: { body: "# new owner\n\nNew.\n" } });
    await expectCode(publishFixture({ actor: owner, slug: "handover", version: "1.2.0" }), "SKILL_OWNED_BY_OTHER");
    expect(await db.auditLog.count({ where: { action: { in: ["transfer.request", "transfer.accept"] } } })).toBe(2);
    expect(await db.changeEvent.count({ where: { kind: "transfer", skillId: skill.id } })).toBe(1);
  });

  test("reject and cancel close the request; the skill stays put; a closed request is TRANSFER_CLOSED", async () => {
    const { owner, recipient } = await setup("staying");
    const first = await requestTransfer({ actor: owner, slug: "staying", toHandle: recipient.handle });
    await rejectTransfer({ actor: recipient, transferId: first.id });
    await expectCode(acceptTransfer({ actor: recipient, transferId: first.id }), "TRANSFER_CLOSED");
    const second = await requestTransfer({ actor: owner, slug: "staying", toHandle: recipient.handle });
    await cancelTransfer({ actor: owner, transferId: second.id });
    await expectCode(acceptTransfer({ actor: recipient, transferId: second.id }), "TRANSFER_CLOSED");
    await expectCode(cancelTransfer({ actor: owner, transferId: second.id }), "TRANSFER_CLOSED");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "staying" } })).ownerId).toBe(owner.userId);
    expect(await db.auditLog.count({ where: { action: { in: ["transfer.reject", "transfer.cancel"] } } })).toBe(2);
  });

  test("requests expire after 7 days (TRANSFER_CLOSED, status EXPIRED) and then no longer block a new one", async () => {
    const { owner, recipient } = await setup("expiring");
    const request = await requestTransfer({ actor: owner, slug: "expiring", toHandle: recipient.handle });
    await db.transferRequest.update({ where: { id: request.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const error = await expectCode(acceptTransfer({ actor: recipient, transferId: request.id }), "TRANSFER_CLOSED");
    expect(error.details).toMatchObject({ status: "EXPIRED" });
    expect(await db.transferRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: "EXPIRED" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "expiring" } })).ownerId).toBe(owner.userId);
    await requestTransfer({ actor: owner, slug: "expiring", toHandle: recipient.handle });
  });

  test("one pending request per skill (TRANSFER_PENDING); bad targets and callers are refused", async () => {
    const { owner, recipient, stranger } = await setup("contested-transfer");
    await expectCode(requestTransfer({ actor: stranger, slug: "contested-transfer", toHandle: recipient.handle }), "NOT_SKILL_OWNER");
    await expectCode(requestTransfer({ actor: owner, slug: "contested-transfer", toHandle: "nobody-here" }), "USER_NOT_FOUND");
    await expectCode(requestTransfer({ actor: owner, slug: "contested-transfer", toHandle: owner.handle }), "INVALID_STATE");
    await expectCode(requestTransfer({ actor: owner, slug: "missing-skill", toHandle: recipient.handle }), "SKILL_NOT_FOUND");
    const request = await requestTransfer({ actor: owner, slug: "contested-transfer", toHandle: recipient.handle });
    await expectCode(requestTransfer({ actor: owner, slug: "contested-transfer", toHandle: stranger.handle }), "TRANSFER_PENDING");
    // Only the recipient answers; only the sender cancels. Others do not even see it.
    await expectCode(acceptTransfer({ actor: stranger, transferId: request.id }), "TRANSFER_NOT_FOUND");
    await expectCode(acceptTransfer({ actor: owner, transferId: request.id }), "TRANSFER_NOT_FOUND");
    await expectCode(rejectTransfer({ actor: stranger, transferId: request.id }), "TRANSFER_NOT_FOUND");
    await expectCode(cancelTransfer({ actor: recipient, transferId: request.id }), "TRANSFER_NOT_FOUND");
    await expectCode(acceptTransfer({ actor: recipient, transferId: "no-such-id" }), "TRANSFER_NOT_FOUND");
  });

  test("a transfer to an org is accepted by one of its members", async () => {
    const { owner } = await setup("to-org");
    const member = await createActor();
    const org = await db.user.create({ data: { handle: "skill-org", kind: "ORG" } });
    await db.membership.create({ data: { orgId: org.id, userId: member.userId, role: "owner" } });
    const request = await requestTransfer({ actor: owner, slug: "to-org", toHandle: "skill-org" });
    await acceptTransfer({ actor: member, transferId: request.id });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "to-org" } })).ownerId).toBe(org.id);
  });
});
