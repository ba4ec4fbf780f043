// One-time sign-in links from the admin CLI (lib/auth/signin-links): how staff sign in again where
// development sign-in refuses them and GitHub sign-in is not configured. A link is stored only as a
// hash, signs in its account once with a normal database session, stops working after 15 minutes
// or once used (also when raced), is never made or honoured for a banned account, and every use
// or refusal of a known link is audited.
import { beforeEach, describe, expect, test } from "vitest";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { createSignInLink, inspectSignInLink, redeemSignInLink, SIGNIN_LINK_TTL_MS, signInLinkPath } from "@/lib/auth/signin-links";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";

let admin: Awaited<ReturnType<typeof createActor>>;

beforeEach(async () => {
  admin = await createActor({ role: "ADMIN" });
});

describe("one-time sign-in links", () => {
  test("an admin's link signs them in once with a database session; only the hash is stored; both steps audited", async () => {
    const link = await createSignInLink({ handle: admin.handle.toUpperCase() });
    expect(link.handle).toBe(admin.handle);
    expect(signInLinkPath(link.code)).toBe(`/signin/link?code=${link.code}`);
    expect(await db.signInLink.count({ where: { codeHash: link.code } })).toBe(0);
    expect(await db.signInLink.count({ where: { userId: admin.userId } })).toBe(1);
    expect(await inspectSignInLink({ code: link.code })).toEqual({ state: "usable", handle: admin.handle });

    const signedIn = await redeemSignInLink({ code: link.code, ip: "192.0.2.9" });
    expect(signedIn.user).toEqual({ id: admin.userId, handle: admin.handle, role: "ADMIN" });
    const actor = await sessionActor({ sessionToken: signedIn.sessionToken });
    expect(actor).toMatchObject({ userId: admin.userId, role: "ADMIN", via: "session" });
    expect(await db.auditLog.count({ where: { action: "signin-link.create", targetId: admin.userId } })).toBe(1);
    expect(await db.auditLog.findFirst({ where: { action: "signin-link.redeem", actorId: admin.userId } })).toMatchObject({ ip: "192.0.2.9" });

    await expectCode(redeemSignInLink({ code: link.code }), "SIGNIN_LINK_USED");
    expect(await inspectSignInLink({ code: link.code })).toEqual({ state: "used" });
    expect(await db.auditLog.findFirst({ where: { action: "signin-link.refused", targetId: admin.userId } })).toMatchObject({ reason: "SIGNIN_LINK_USED" });
  });

  test("expires after SIGNIN_LINK_TTL_MS", async () => {
    const madeAt = new Date(Date.now() - SIGNIN_LINK_TTL_MS - 1000);
    const link = await createSignInLink({ handle: admin.handle, now: madeAt });
    expect(await inspectSignInLink({ code: link.code })).toEqual({ state: "expired" });
    await expectCode(redeemSignInLink({ code: link.code }), "SIGNIN_LINK_EXPIRED");
    const fresh = await createSignInLink({ handle: admin.handle });
    await expectCode(redeemSignInLink({ code: fresh.code, now: new Date(fresh.expiresAt.getTime() + 1) }), "SIGNIN_LINK_EXPIRED");
    expect(await db.session.count({ where: { userId: admin.userId } })).toBe(0);
  });

  test("wrong, mistyped, malformed and replaced codes are invalid and sign nobody in", async () => {
    const first = await createSignInLink({ handle: admin.handle });
    const second = await createSignInLink({ handle: admin.handle });
    const mistyped = second.code.slice(0, -1) + (second.code.endsWith("A") ? "B" : "A");
    for (const code of [first.code, mistyped, "short", "x".repeat(5000), `${second.code} `]) {
      await expectCode(redeemSignInLink({ code }), "SIGNIN_LINK_INVALID");
    }
    expect(await inspectSignInLink({ code: ["a", "b"] })).toEqual({ state: "invalid" });
    expect(await inspectSignInLink({ code: mistyped })).toEqual({ state: "invalid" });
    expect(await db.session.count({ where: { userId: admin.userId } })).toBe(0);
    expect((await redeemSignInLink({ code: second.code })).user.id).toBe(admin.userId);
  });

  test("a banned account gets no link, and a link made before the ban no longer works", async () => {
    const link = await createSignInLink({ handle: admin.handle });
    await db.user.update({ where: { id: admin.userId }, data: { bannedAt: new Date() } });
    await expectCode(createSignInLink({ handle: admin.handle }), "ACCOUNT_BANNED");
    expect(await inspectSignInLink({ code: link.code })).toEqual({ state: "banned" });
    await expectCode(redeemSignInLink({ code: link.code }), "ACCOUNT_BANNED");
    expect(await db.session.count({ where: { userId: admin.userId } })).toBe(0);
    expect(await db.auditLog.findFirst({ where: { action: "signin-link.refused", targetId: admin.userId } })).toMatchObject({ reason: "ACCOUNT_BANNED" });
  });

  test("unknown handles and organisations get no link", async () => {
    await expectCode(createSignInLink({ handle: `nobody-${Date.now()}` }), "USER_NOT_FOUND");
    const org = await db.user.create({ data: { handle: `org-link-${Date.now()}`, kind: "ORG" } });
    await expectCode(createSignInLink({ handle: org.handle }), "SIGNIN_NOT_ALLOWED");
  });

  test("two browsers racing with one link: exactly one session", async () => {
    const link = await createSignInLink({ handle: admin.handle });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => redeemSignInLink({ code: link.code })));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await db.session.count({ where: { userId: admin.userId } })).toBe(1);
  });
});
