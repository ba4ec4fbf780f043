// Banning a publisher: tokens revoked, sessions gone, skills hidden, transfers cancelled, no more
// publishing. Moderators cannot ban staff; admins can. Unbanning restores what the ban hid.
import { describe, expect, test } from "vitest";
import { createApiToken } from "@/lib/auth/create-api-token";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { db } from "@/lib/db";
import { banPublisher, hideSkill, unbanPublisher } from "@/lib/moderation";
import { createOrg } from "@/lib/orgs";
import { findImportPublisher } from "@/lib/github/find-import-publisher";
import { checkPublication, requestTransfer } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";
import { skillFiles } from "../helpers/skill-files";

describe("banPublisher", () => {
  test("revokes tokens, drops sessions, hides every skill and cancels pending transfers", async () => {
    const spammer = await createActor({ handle: "spammer" });
    const other = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: spammer, slug: "spam-one", version: "1.0.0" });
    await publishFixture({ actor: spammer, slug: "spam-two", version: "1.0.0" });
    await publishFixture({ actor: other, slug: "innocent", version: "1.0.0" });
    const token = await createApiToken({ userId: spammer.userId, label: "cli", scopes: ["publish"] });
    await db.session.create({ data: { sessionToken: "s-1", userId: spammer.userId, expires: new Date(Date.now() + 86_400_000) } });
    await requestTransfer({ actor: spammer, slug: "spam-one", toHandle: other.handle });

    const result = await banPublisher({ actor: moderator, handle: "Spammer", reason: "mass-publishing stealers" });
    expect(result).toMatchObject({ handle: "spammer", revokedTokens: 1 });
    expect(result.hiddenSkills.sort()).toEqual(["spam-one", "spam-two"]);
    expect(await db.user.findUniqueOrThrow({ where: { id: spammer.userId } })).toMatchObject({ banReason: "mass-publishing stealers" });
    await expectCode(verifyApiToken(token.token), "TOKEN_INVALID");
    expect(await db.session.count({ where: { userId: spammer.userId } })).toBe(0);
    expect(await db.skill.findMany({ where: { ownerId: spammer.userId }, select: { moderation: true } })).toEqual([
      { moderation: "HIDDEN" },
      { moderation: "HIDDEN" },
    ]);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "innocent" } })).moderation).toBe("ACTIVE");
    expect(await db.transferRequest.count({ where: { status: "PENDING" } })).toBe(0);
    await expectCode(publishFixture({ actor: spammer, slug: "spam-three", version: "1.0.0" }), "ACCOUNT_BANNED");
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "moderation.ban-publisher" } })).toMatchObject({
      targetId: spammer.userId,
      actorId: moderator.userId,
    });
    expect(await db.changeEvent.count({ where: { kind: "hide" } })).toBe(2);
  });

  test("a banned organisation gets nothing new published under it by its members", async () => {
    // An org never signs in: its members publish for it. Banning it must stop that, or the ban
    // hides yesterday's skills while a member publishes today's under the same name.
    const member = await createActor({ handle: "shady-member" });
    const moderator = await createActor({ role: "MODERATOR" });
    await createOrg({ handle: "shady-co", ownerHandle: member.handle, actor: null });
    await publishFixture({ actor: member, slug: "shady-one", version: "1.0.0", ownerHandle: "shady-co" });
    await banPublisher({ actor: moderator, handle: "shady-co", reason: "org distributing stealers" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "shady-one" } })).moderation).toBe("HIDDEN");

    await expectCode(publishFixture({ actor: member, slug: "shady-two", version: "1.0.0", ownerHandle: "shady-co" }), "ACCOUNT_BANNED");
    await expectCode(publishFixture({ actor: member, slug: "shady-one", version: "1.1.0", content: { body: "# again\n\nAgain.\n" } }), "ACCOUNT_BANNED");
    expect(await db.skill.count({ where: { owner: { handle: "shady-co" } } })).toBe(1);
    expect(await db.skillVersion.count({ where: { skill: { slug: "shady-one" } } })).toBe(1);
    // The pre-publish check and the GitHub import ask the publish's own rule: they refuse alike.
    const bundle = skillFiles({ name: "shady-three" });
    await expectCode(checkPublication({ actor: member, bundle, slug: "shady-three", ownerHandle: "shady-co" }), "ACCOUNT_BANNED");
    await expectCode(checkPublication({ actor: member, bundle: skillFiles({ name: "shady-one" }), slug: "shady-one" }), "ACCOUNT_BANNED");
    await expectCode(findImportPublisher({ actor: member, ownerHandle: "shady-co" }), "ACCOUNT_BANNED");
    // The member's own account is not banned: they still publish for themselves.
    expect((await publishFixture({ actor: member, slug: "shady-own", version: "1.0.0" })).status).toBe("published");
  });

  test("unban restores the skills the ban hid, not those hidden for their own reasons", async () => {
    const publisher = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: publisher, slug: "fine-skill", version: "1.0.0" });
    await publishFixture({ actor: publisher, slug: "bad-skill", version: "1.0.0" });
    await hideSkill({ actor: moderator, slug: "bad-skill", reason: "copied code" });
    await banPublisher({ actor: moderator, handle: publisher.handle, reason: "mistaken identity" });
    const result = await unbanPublisher({ actor: moderator, handle: publisher.handle, reason: "appeal accepted" });
    expect(result.restoredSkills).toEqual(["fine-skill"]);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "fine-skill" } })).moderation).toBe("ACTIVE");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "bad-skill" } })).moderation).toBe("HIDDEN");
    expect((await db.user.findUniqueOrThrow({ where: { id: publisher.userId } })).bannedAt).toBeNull();
    await publishFixture({ actor: publisher, slug: "fine-skill", version: "1.0.1", content: { body: "# back\n\nBack.\n" } });
    await expectCode(unbanPublisher({ actor: moderator, handle: publisher.handle, reason: "again" }), "INVALID_STATE");
  });

  test("who may ban whom, and state errors", async () => {
    const user = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const otherModerator = await createActor({ role: "MODERATOR" });
    const admin = await createActor({ role: "ADMIN" });
    await expectCode(banPublisher({ actor: user, handle: otherModerator.handle, reason: "x" }), "NOT_MODERATOR");
    await expectCode(banPublisher({ actor: moderator, handle: user.handle, reason: "" }), "REASON_REQUIRED");
    await expectCode(banPublisher({ actor: moderator, handle: "nobody-at-all", reason: "x" }), "USER_NOT_FOUND");
    await expectCode(banPublisher({ actor: moderator, handle: moderator.handle, reason: "x" }), "INVALID_STATE");
    await expectCode(banPublisher({ actor: moderator, handle: otherModerator.handle, reason: "x" }), "FORBIDDEN");
    await banPublisher({ actor: admin, handle: otherModerator.handle, reason: "abused the queue" });
    await banPublisher({ actor: moderator, handle: user.handle, reason: "spam" });
    await expectCode(banPublisher({ actor: moderator, handle: user.handle, reason: "spam" }), "INVALID_STATE");
    await expectCode(unbanPublisher({ actor: user, handle: user.handle, reason: "please" }), "NOT_MODERATOR");
  });
});
