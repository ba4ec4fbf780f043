// A transfer offer is made for the skill's owner by someone who may administer it, and waits up to
// 7 days for its recipient. It must not outlive that person's right to make it: an org admin could
// offer the org's skill to themselves (or a second account), be removed from the org, and take the
// skill days later by accepting. Accepting re-checks the offer's maker, as invitations, trusted
// publishers and GitHub sync do (decision 017).
import { beforeAll, describe, expect, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { createOrg, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { acceptTransfer, rejectTransfer, requestTransfer } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

let owner: Actor;
let rogue: Actor;

const ownerOf = async (slug: string) => (await db.skill.findUniqueOrThrow({ where: { slug }, select: { owner: { select: { handle: true } } } })).owner.handle;

beforeAll(async () => {
  owner = await createActor({ handle: "heist-owner" });
  rogue = await createActor({ handle: "heist-rogue" });
  await createOrg({ handle: "heist-co", ownerHandle: owner.handle, actor: null });
  await setOrgMember({ org: "heist-co", user: rogue.handle, role: "admin", actor: owner });
});

describe("an offer stands only while whoever made it may still administer the skill", () => {
  test("an admin removed from the org cannot accept the offer they made to themselves", async () => {
    await publishFixture({ actor: owner, slug: "heist-crown", version: "1.0.0", ownerHandle: "heist-co" });
    const offer = await requestTransfer({ actor: rogue, slug: "heist-crown", toHandle: rogue.handle });
    await removeOrgMember({ org: "heist-co", user: rogue.handle, actor: owner });
    await expectCode(acceptTransfer({ actor: rogue, transferId: offer.id }), "TRANSFER_REVOKED");
    expect(await ownerOf("heist-crown")).toBe("heist-co");
    await setOrgMember({ org: "heist-co", user: rogue.handle, role: "admin", actor: owner });
  });

  test("an admin demoted to publisher: the offer to a second account of theirs is void", async () => {
    const sock = await createActor({ handle: "heist-sock" });
    await publishFixture({ actor: owner, slug: "heist-jewels", version: "1.0.0", ownerHandle: "heist-co" });
    const offer = await requestTransfer({ actor: rogue, slug: "heist-jewels", toHandle: sock.handle });
    await setOrgMember({ org: "heist-co", user: rogue.handle, role: "publisher", actor: owner });
    await expectCode(acceptTransfer({ actor: sock, transferId: offer.id }), "TRANSFER_REVOKED");
    expect(await ownerOf("heist-jewels")).toBe("heist-co");
    // Declining is still an answer.
    expect(await rejectTransfer({ actor: sock, transferId: offer.id })).toMatchObject({ status: "REJECTED" });
    await setOrgMember({ org: "heist-co", user: rogue.handle, role: "admin", actor: owner });
  });

  test("a banned maker's offer is void", async () => {
    const maker = await createActor({ handle: "heist-banned-admin" });
    const taker = await createActor({ handle: "heist-taker" });
    await setOrgMember({ org: "heist-co", user: maker.handle, role: "admin", actor: owner });
    await publishFixture({ actor: owner, slug: "heist-vault", version: "1.0.0", ownerHandle: "heist-co" });
    const offer = await requestTransfer({ actor: maker, slug: "heist-vault", toHandle: taker.handle });
    await db.user.update({ where: { id: maker.userId }, data: { bannedAt: new Date() } });
    await expectCode(acceptTransfer({ actor: taker, transferId: offer.id }), "TRANSFER_REVOKED");
    expect(await ownerOf("heist-vault")).toBe("heist-co");
  });

  test("a maker who still administers it: accepting works as before, for orgs and for a user's own skill", async () => {
    const heir = await createActor({ handle: "heist-heir" });
    await publishFixture({ actor: owner, slug: "heist-gift", version: "1.0.0", ownerHandle: "heist-co" });
    const offer = await requestTransfer({ actor: rogue, slug: "heist-gift", toHandle: heir.handle });
    expect(await acceptTransfer({ actor: heir, transferId: offer.id })).toMatchObject({ ownerHandle: heir.handle });
    const own = await requestTransfer({ actor: heir, slug: "heist-gift", toHandle: owner.handle });
    expect(await acceptTransfer({ actor: owner, transferId: own.id })).toMatchObject({ ownerHandle: owner.handle });
  });
});
