// An invitation is a grant that waits (14 days) for the invitee: it must not outlive its inviter's
// right to make it. An admin about to be removed could otherwise invite a second account of theirs
// as admin, be removed, and walk back in by accepting; an owner demoted to admin could still hand out
// `owner`. Accepting re-checks the inviter's rights now, as trusted publishers and GitHub sync do
// (decision 017); declining always works.
import { beforeAll, describe, expect, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { answerOrgInvitation, createOrg, inviteOrgMember, listMyInvitations, listOrgMembers, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";

let owner: Actor;
let admin: Actor;

const membership = async (userId: string) =>
  (await db.membership.findFirst({ where: { org: { handle: "stale-co" }, userId }, select: { role: true } }))?.role ?? null;

beforeAll(async () => {
  owner = await createActor({ handle: "stale-owner" });
  admin = await createActor({ handle: "stale-admin" });
  await createOrg({ handle: "stale-co", ownerHandle: owner.handle, actor: null });
  await setOrgMember({ org: "stale-co", user: admin.handle, role: "admin", actor: owner });
});

describe("accepting re-checks the inviter's rights", () => {
  test("an admin's invitation is void once the admin is removed from the org", async () => {
    const sock = await createActor({ handle: "stale-sock" });
    const invitation = await inviteOrgMember({ org: "stale-co", user: sock.handle, role: "admin", actor: admin });
    await removeOrgMember({ org: "stale-co", user: admin.handle, actor: owner });
    await expectCode(answerOrgInvitation({ invitationId: invitation.id, accept: true, actor: sock }), "INVITATION_REVOKED");
    expect(await membership(sock.userId)).toBeNull();
    // Declining a void invitation is still an answer.
    expect(await answerOrgInvitation({ invitationId: invitation.id, accept: false, actor: sock })).toMatchObject({ accepted: false });
    await setOrgMember({ org: "stale-co", user: admin.handle, role: "admin", actor: owner });
  });

  test("an admin demoted to publisher can no longer bring anyone in", async () => {
    const friend = await createActor({ handle: "stale-friend" });
    const invitation = await inviteOrgMember({ org: "stale-co", user: friend.handle, role: "publisher", actor: admin });
    await setOrgMember({ org: "stale-co", user: admin.handle, role: "publisher", actor: owner });
    await expectCode(answerOrgInvitation({ invitationId: invitation.id, accept: true, actor: friend }), "INVITATION_REVOKED");
    expect(await membership(friend.userId)).toBeNull();
    await setOrgMember({ org: "stale-co", user: admin.handle, role: "admin", actor: owner });
  });

  test("an owner's invitation to `owner` is void once that owner is only an admin", async () => {
    const second = await createActor({ handle: "stale-second-owner" });
    await setOrgMember({ org: "stale-co", user: second.handle, role: "owner", actor: owner });
    const heir = await createActor({ handle: "stale-heir" });
    const invitation = await inviteOrgMember({ org: "stale-co", user: heir.handle, role: "owner", actor: second });
    await setOrgMember({ org: "stale-co", user: second.handle, role: "admin", actor: owner });
    await expectCode(answerOrgInvitation({ invitationId: invitation.id, accept: true, actor: heir }), "INVITATION_REVOKED");
    expect(await membership(heir.userId)).toBeNull();
  });

  test("a banned inviter's invitation is void", async () => {
    const banned = await createActor({ handle: "stale-banned-admin" });
    await setOrgMember({ org: "stale-co", user: banned.handle, role: "admin", actor: owner });
    const guest = await createActor({ handle: "stale-guest" });
    const invitation = await inviteOrgMember({ org: "stale-co", user: guest.handle, role: "member", actor: banned });
    await db.user.update({ where: { id: banned.userId }, data: { bannedAt: new Date() } });
    await expectCode(answerOrgInvitation({ invitationId: invitation.id, accept: true, actor: guest }), "INVITATION_REVOKED");
    expect(await membership(guest.userId)).toBeNull();
  });

  test("an inviter who still may grant the role: accepting works as before", async () => {
    const newcomer = await createActor({ handle: "stale-newcomer" });
    const invitation = await inviteOrgMember({ org: "stale-co", user: newcomer.handle, role: "admin", actor: admin });
    expect(await answerOrgInvitation({ invitationId: invitation.id, accept: true, actor: newcomer })).toEqual({
      org: "stale-co",
      role: "admin",
      accepted: true,
    });
    expect(await membership(newcomer.userId)).toBe("admin");
  });
});

describe("a void invitation is listed nowhere and does not stand in the way of a new one", () => {
  test("the invitee's dashboard and the members page leave it out; an owner can invite the account again", async () => {
    const kept = await createActor({ handle: "stale-kept" });
    const voided = await createActor({ handle: "stale-voided" });
    await inviteOrgMember({ org: "stale-co", user: kept.handle, role: "member", actor: owner });
    const inviter = await createActor({ handle: "stale-leaving-admin" });
    await setOrgMember({ org: "stale-co", user: inviter.handle, role: "admin", actor: owner });
    await inviteOrgMember({ org: "stale-co", user: voided.handle, role: "admin", actor: inviter });
    const listed = async () => (await listOrgMembers({ org: "stale-co", actor: owner })).invitations.map((invitation) => invitation.user.handle);
    expect(await listed()).toEqual(expect.arrayContaining(["stale-kept", "stale-voided"]));

    await removeOrgMember({ org: "stale-co", user: inviter.handle, actor: owner });
    expect(await listed()).toContain("stale-kept");
    expect(await listed()).not.toContain("stale-voided");
    expect(await listMyInvitations({ actor: voided })).toEqual([]);
    expect((await listMyInvitations({ actor: kept })).map((invitation) => invitation.org.handle)).toEqual(["stale-co"]);

    // A standing invitation still refuses a second one; a void one is replaced.
    await expectCode(inviteOrgMember({ org: "stale-co", user: kept.handle, role: "member", actor: owner }), "MEMBER_EXISTS");
    const again = await inviteOrgMember({ org: "stale-co", user: voided.handle, role: "member", actor: owner });
    expect((await listMyInvitations({ actor: voided })).map((invitation) => invitation.id)).toEqual([again.id]);
    expect(await answerOrgInvitation({ invitationId: again.id, accept: true, actor: voided })).toMatchObject({ accepted: true, role: "member" });
  });
});
