// A transfer offer is made for the skill's owner by someone who may administer it, and waits up to
// 7 days for its recipient. It must not outlive that person's right to make it: an org admin could
// offer the org's skill to themselves (or a second account), be removed from the org, and take the
// skill days later by accepting. Accepting re-checks the offer's maker, as invitations, trusted
// publishers and GitHub sync do (decision 017).
import { beforeAll, describe, expect, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { listTransfers } from "@/lib/catalog";
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

describe("who sees an offer in the transfer lists", () => {
  const slugs = async (actor: Actor, direction: "incoming" | "outgoing") =>
    (await listTransfers({ actor, direction })).transfers.map((transfer) => transfer.skill.slug);

  test("incoming offers to an org are listed for those who can answer them, not for its other members", async () => {
    const giver = await createActor({ handle: "heist-giver" });
    const plain = await createActor({ handle: "heist-plain-member" });
    await setOrgMember({ org: "heist-co", user: plain.handle, role: "publisher", actor: owner });
    await publishFixture({ actor: giver, slug: "heist-present", version: "1.0.0" });
    await requestTransfer({ actor: giver, slug: "heist-present", toHandle: "heist-co" });
    expect(await slugs(owner, "incoming")).toContain("heist-present");
    expect(await slugs(plain, "incoming")).not.toContain("heist-present");
  });

  test("a void offer is gone from its recipient's list and stays on the sender's side, to be cancelled", async () => {
    const mark = await createActor({ handle: "heist-mark" });
    const leaving = await createActor({ handle: "heist-leaving-admin" });
    await setOrgMember({ org: "heist-co", user: leaving.handle, role: "admin", actor: owner });
    await publishFixture({ actor: owner, slug: "heist-bait", version: "1.0.0", ownerHandle: "heist-co" });
    await requestTransfer({ actor: leaving, slug: "heist-bait", toHandle: mark.handle });
    expect(await slugs(mark, "incoming")).toEqual(["heist-bait"]);
    await removeOrgMember({ org: "heist-co", user: leaving.handle, actor: owner });
    expect(await slugs(mark, "incoming")).toEqual([]);
    expect(await slugs(owner, "outgoing")).toContain("heist-bait");
  });
});
