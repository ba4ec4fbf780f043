// Org roles (issue 24): a "publisher" member publishes for the org (new skills, versions, tags,
// topics) but cannot transfer, delete, undelete, withdraw or restore, nor answer transfers for the
// org; "owner" and "admin" members can. Trusted publishers and their re-check live in
// tests/integration/auth/trusted-publisher-pinning.test.ts.
import { beforeAll, describe, expect, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import {
  acceptTransfer,
  cancelTransfer,
  deleteSkill,
  rejectTransfer,
  requestTransfer,
  restoreVersion,
  setDistTag,
  setSkillTopics,
  undeleteSkill,
  withdrawVersion,
} from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

let org: { id: string; handle: string };
let publisher: Actor;
let admin: Actor;
let owner: Actor;
let outsider: Actor;

beforeAll(async () => {
  org = await db.user.create({ data: { handle: "roles-org", kind: "ORG" }, select: { id: true, handle: true } });
  [publisher, admin, owner, outsider] = [await createActor(), await createActor(), await createActor(), await createActor()];
  await db.membership.createMany({
    data: [
      { orgId: org.id, userId: publisher.userId, role: "publisher" },
      { orgId: org.id, userId: admin.userId, role: "admin" },
      { orgId: org.id, userId: owner.userId, role: "owner" },
    ],
  });
});

const ownerOf = async (slug: string) => (await db.skill.findUniqueOrThrow({ where: { slug }, select: { ownerId: true } })).ownerId;

describe("a publisher member", () => {
  test("publishes new skills and versions for the org, moves tags and sets topics", async () => {
    await publishFixture({ actor: publisher, slug: "org-pub-a", version: "1.0.0", ownerHandle: org.handle });
    expect(await ownerOf("org-pub-a")).toBe(org.id);
    await publishFixture({ actor: publisher, slug: "org-pub-a", version: "1.1.0", content: { body: "# a\n\nSecond.\n" } });
    await setDistTag({ actor: publisher, slug: "org-pub-a", tag: "stable", version: "1.0.0" });
    await setSkillTopics({ actor: publisher, slug: "org-pub-a", topics: ["pdf"] });
  });

  test("cannot transfer, delete, withdraw or restore the org's skills", async () => {
    await publishFixture({ actor: admin, slug: "org-pub-b", version: "1.0.0", ownerHandle: org.handle });
    await expectCode(requestTransfer({ actor: publisher, slug: "org-pub-b", toHandle: publisher.handle }), "ORG_ROLE_REQUIRED");
    await expectCode(deleteSkill({ actor: publisher, slug: "org-pub-b" }), "ORG_ROLE_REQUIRED");
    await expectCode(withdrawVersion({ actor: publisher, slug: "org-pub-b", version: "1.0.0" }), "ORG_ROLE_REQUIRED");
    await withdrawVersion({ actor: admin, slug: "org-pub-b", version: "1.0.0" });
    await expectCode(restoreVersion({ actor: publisher, slug: "org-pub-b", version: "1.0.0" }), "ORG_ROLE_REQUIRED");
    await restoreVersion({ actor: admin, slug: "org-pub-b", version: "1.0.0" });
    await deleteSkill({ actor: owner, slug: "org-pub-b" });
    await expectCode(undeleteSkill({ actor: publisher, slug: "org-pub-b" }), "ORG_ROLE_REQUIRED");
    await undeleteSkill({ actor: admin, slug: "org-pub-b" });
    expect(await ownerOf("org-pub-b")).toBe(org.id);
    expect(await db.transferRequest.count({ where: { skill: { slug: "org-pub-b" } } })).toBe(0);
  });

  test("cannot accept or reject a transfer offered to the org, nor cancel the org's offer", async () => {
    const giver = await createActor();
    await publishFixture({ actor: giver, slug: "gift-to-org", version: "1.0.0" });
    const offer = await requestTransfer({ actor: giver, slug: "gift-to-org", toHandle: org.handle });
    await expectCode(acceptTransfer({ actor: publisher, transferId: offer.id }), "TRANSFER_NOT_FOUND");
    await expectCode(rejectTransfer({ actor: publisher, transferId: offer.id }), "TRANSFER_NOT_FOUND");
    await acceptTransfer({ actor: admin, transferId: offer.id });
    expect(await ownerOf("gift-to-org")).toBe(org.id);

    const outgoing = await requestTransfer({ actor: owner, slug: "gift-to-org", toHandle: outsider.handle });
    await expectCode(cancelTransfer({ actor: publisher, transferId: outgoing.id }), "TRANSFER_NOT_FOUND");
    await cancelTransfer({ actor: admin, transferId: outgoing.id });
  });

  test("an outsider is NOT_SKILL_OWNER, not told about roles", async () => {
    await publishFixture({ actor: owner, slug: "org-pub-c", version: "1.0.0", ownerHandle: org.handle });
    await expectCode(deleteSkill({ actor: outsider, slug: "org-pub-c" }), "NOT_SKILL_OWNER");
    await expectCode(requestTransfer({ actor: outsider, slug: "org-pub-c", toHandle: outsider.handle }), "NOT_SKILL_OWNER");
  });

  test("role names compare case-insensitively; a role nobody defined grants nothing (decision 027)", async () => {
    const shouty = await createActor();
    const odd = await createActor();
    await db.membership.createMany({
      data: [
        { orgId: org.id, userId: shouty.userId, role: "ADMIN" },
        { orgId: org.id, userId: odd.userId, role: "maintainer" },
      ],
    });
    await expectCode(publishFixture({ actor: odd, slug: "org-pub-d", version: "1.0.0", ownerHandle: org.handle }), "OWNER_NOT_ALLOWED");
    await publishFixture({ actor: publisher, slug: "org-pub-d", version: "1.0.0", ownerHandle: org.handle });
    await expectCode(publishFixture({ actor: odd, slug: "org-pub-d", version: "1.0.1" }), "SKILL_OWNED_BY_OTHER");
    await expectCode(deleteSkill({ actor: odd, slug: "org-pub-d" }), "NOT_SKILL_OWNER");
    await deleteSkill({ actor: shouty, slug: "org-pub-d" });
  });

  test("a plain member reads the org's unlisted skills but publishes and administers nothing", async () => {
    const member = await createActor();
    await db.membership.create({ data: { orgId: org.id, userId: member.userId, role: "member" } });
    await expectCode(publishFixture({ actor: member, slug: "org-pub-e", version: "1.0.0", ownerHandle: org.handle }), "OWNER_NOT_ALLOWED");
    await publishFixture({ actor: admin, slug: "org-pub-e", version: "1.0.0", ownerHandle: org.handle });
    await expectCode(publishFixture({ actor: member, slug: "org-pub-e", version: "1.0.1" }), "SKILL_OWNED_BY_OTHER");
    await expectCode(setDistTag({ actor: member, slug: "org-pub-e", tag: "stable", version: "1.0.0" }), "NOT_SKILL_OWNER");
    await deleteSkill({ actor: admin, slug: "org-pub-e" });
    // Deleted: gone for the public, still the member's to see; undeleting is an owner's or admin's.
    await expectCode(undeleteSkill({ actor: member, slug: "org-pub-e" }), "NOT_SKILL_OWNER");
    await expectCode(undeleteSkill({ actor: outsider, slug: "org-pub-e" }), "SKILL_GONE");
  });
});
