// Organisations (issue 18): the admin CLI (`npm run hub -- org create|add|remove`) as a real
// process; roles (only owners grant owner, the last owner stays); invitations by handle (only the
// invitee answers; someone else's is as if it did not exist); leaving and removal; a private skill
// transferred from a user to an org becomes readable by the org's members, and by no one else.
import { spawn } from "node:child_process";
import { beforeAll, describe, expect, test } from "vitest";
import { canSee, isRefusal, standingOf } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { answerOrgInvitation, createOrg, inviteOrgMember, listOrgMembers, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { acceptTransfer, requestTransfer } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { publishFixture } from "../helpers/publish-fixture";

type Result = { code: number | null; out: string; err: string };

function hub(args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/hub.ts", ...args], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

const role = async (org: string, handle: string) =>
  (await db.membership.findFirst({ where: { org: { handle: org }, user: { handle } }, select: { role: true } }))?.role ?? null;

let alice: Actor;
let bob: Actor;
let carol: Actor;
let dave: Actor;

beforeAll(async () => {
  alice = await createActor({ handle: "org-alice" });
  bob = await createActor({ handle: "org-bob" });
  carol = await createActor({ handle: "org-carol" });
  dave = await createActor({ handle: "org-dave" });
});

describe("admin CLI", () => {
  test("org create --owner and org add --role, as an operator would", async () => {
    const created = await hub(["org", "create", "cli-acme", "--owner", alice.handle, "--name", "Acme Corp"]);
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain("org cli-acme (owner: org-alice)");
    expect(await db.user.findUnique({ where: { handle: "cli-acme" }, select: { kind: true, displayName: true } })).toEqual({
      kind: "ORG",
      displayName: "Acme Corp",
    });
    expect(await role("cli-acme", alice.handle)).toBe("owner");
    const added = await hub(["org", "add", "cli-acme", bob.handle, "--role", "publisher"]);
    expect(added.code, added.err).toBe(0);
    expect(await role("cli-acme", bob.handle)).toBe("publisher");
    expect((await hub(["org", "add", "cli-acme", bob.handle, "--role", "admin"])).out).toContain("(was publisher)");
    const removed = await hub(["org", "remove", "cli-acme", bob.handle]);
    expect(removed.code, removed.err).toBe(0);
    expect(await role("cli-acme", bob.handle)).toBeNull();
  }, 180_000);

  test("mistakes: usage (exit 2), an unknown role, a taken handle, the last owner (exit 1 with the code)", async () => {
    expect((await hub(["org", "create", "cli-nobody"])).code).toBe(2);
    const badRole = await hub(["org", "add", "cli-acme", bob.handle, "--role", "emperor"]);
    expect([badRole.code, badRole.err]).toEqual([1, expect.stringContaining("VALIDATION_FAILED")]);
    const taken = await hub(["org", "create", alice.handle, "--owner", alice.handle]);
    expect([taken.code, taken.err]).toEqual([1, expect.stringContaining("CONFLICT")]);
    const last = await hub(["org", "remove", "cli-acme", alice.handle]);
    expect([last.code, last.err]).toEqual([1, expect.stringContaining("LAST_OWNER")]);
  }, 180_000);
});

describe("roles, invitations, leaving", () => {
  test("owners and admins manage members; only owners grant owner; publishers and members manage nothing", async () => {
    await createOrg({ handle: "roles-co", ownerHandle: alice.handle, actor: alice });
    await setOrgMember({ org: "roles-co", user: bob.handle, role: "admin", actor: alice });
    await setOrgMember({ org: "roles-co", user: carol.handle, role: "publisher", actor: bob });
    await expectCode(setOrgMember({ org: "roles-co", user: carol.handle, role: "owner", actor: bob }), "ORG_ROLE_REQUIRED");
    await expectCode(setOrgMember({ org: "roles-co", user: alice.handle, role: "member", actor: bob }), "ORG_ROLE_REQUIRED");
    await expectCode(inviteOrgMember({ org: "roles-co", user: dave.handle, role: "member", actor: carol }), "ORG_ROLE_REQUIRED");
    await expectCode(removeOrgMember({ org: "roles-co", user: bob.handle, actor: carol }), "ORG_ROLE_REQUIRED");
    await expectCode(setOrgMember({ org: "no-such-org", user: carol.handle, role: "member", actor: alice }), "ORG_NOT_FOUND");
    await expectCode(setOrgMember({ org: "roles-co", user: "nobody-here", role: "member", actor: alice }), "USER_NOT_FOUND");
    // Orgs are not members of orgs.
    await expectCode(setOrgMember({ org: "roles-co", user: "cli-acme", role: "member", actor: alice }), "USER_NOT_FOUND");
  });

  test("invitations by handle: only the invitee answers; accept makes a member, decline does not", async () => {
    const invited = await inviteOrgMember({ org: "roles-co", user: dave.handle, role: "member", actor: bob });
    await expectCode(inviteOrgMember({ org: "roles-co", user: dave.handle, role: "member", actor: bob }), "MEMBER_EXISTS");
    await expectCode(answerOrgInvitation({ invitationId: invited.id, accept: true, actor: carol }), "MEMBER_NOT_FOUND");
    expect(await role("roles-co", dave.handle)).toBeNull();
    expect(await answerOrgInvitation({ invitationId: invited.id, accept: true, actor: dave })).toEqual({ org: "roles-co", role: "member", accepted: true });
    expect(await role("roles-co", dave.handle)).toBe("member");
    await expectCode(answerOrgInvitation({ invitationId: invited.id, accept: true, actor: dave }), "MEMBER_NOT_FOUND");
    await expectCode(inviteOrgMember({ org: "roles-co", user: dave.handle, role: "member", actor: bob }), "MEMBER_EXISTS");
    const members = await listOrgMembers({ org: "roles-co", actor: dave });
    expect(members.manages).toBe(false);
    expect(members.members.map((member) => [member.user.handle, member.role])).toContainEqual([dave.handle, "member"]);
    const outsider = await createActor();
    await expectCode(listOrgMembers({ org: "roles-co", actor: outsider }), "ORG_ROLE_REQUIRED");
    const declined = await inviteOrgMember({ org: "roles-co", user: outsider.handle, role: "publisher", actor: alice });
    await answerOrgInvitation({ invitationId: declined.id, accept: false, actor: outsider });
    expect(await role("roles-co", outsider.handle)).toBeNull();
  });

  test("members leave; the last owner cannot; every change is audited", async () => {
    expect(await removeOrgMember({ org: "roles-co", user: dave.handle, actor: dave })).toEqual({ org: "roles-co", user: dave.handle, left: true });
    await expectCode(removeOrgMember({ org: "roles-co", user: alice.handle, actor: alice }), "LAST_OWNER");
    await expectCode(setOrgMember({ org: "roles-co", user: alice.handle, role: "admin", actor: alice }), "LAST_OWNER");
    await setOrgMember({ org: "roles-co", user: bob.handle, role: "owner", actor: alice });
    await removeOrgMember({ org: "roles-co", user: alice.handle, actor: alice });
    const actions = (await db.auditLog.findMany({ where: { targetType: "org" }, select: { action: true } })).map((entry) => entry.action);
    expect(new Set(actions)).toEqual(
      new Set([
        "org.create",
        "org.member-add",
        "org.member-role",
        "org.member-remove",
        "org.member-invite",
        "org.invite-accept",
        "org.invite-decline",
        "org.member-leave",
      ]),
    );
  });
});

describe("transfer between a user and an org", () => {
  test("a private skill moved to an org: its members read it, the former owner only if a member, outsiders never", async () => {
    await createOrg({ handle: "move-co", ownerHandle: carol.handle, actor: null });
    await setOrgMember({ org: "move-co", user: dave.handle, role: "member", actor: null });
    await publishFixture({ actor: alice, slug: "moving-secret", version: "1.0.0", visibility: "private" });
    const transfer = await requestTransfer({ actor: alice, slug: "moving-secret", toHandle: "move-co" });
    await acceptTransfer({ actor: carol, transferId: transfer.id });
    const skill = await db.skill.findUniqueOrThrow({
      where: { slug: "moving-secret" },
      select: { id: true, ownerId: true, moderation: true, deletedAt: true, visibility: true },
    });
    expect(skill.visibility).toBe("PRIVATE");
    const sees = async (actor: Actor) => !isRefusal(canSee(await standingOf(db, actor, skill.ownerId), skill));
    expect({ dave: await sees(dave), alice: await sees(alice), bob: await sees(bob) }).toEqual({ dave: true, alice: false, bob: false });
  });
});
