// Personal API tokens: creation rules, verification, listing, revocation, and the settings they show.
import { describe, expect, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { hashToken, TOKEN_PREFIX } from "@/lib/auth/hash-token";
import { sessionScopes } from "@/lib/auth/scopes";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { listApiTokens } from "@/lib/auth/tokens/list-api-tokens";
import { revokeApiToken } from "@/lib/auth/tokens/revoke-api-token";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";

async function sessionUser(role: "USER" | "ADMIN" = "USER"): Promise<Actor> {
  const actor = await createActor({ role });
  return { ...actor, via: "session", scopes: sessionScopes(role) };
}

describe("creating a personal token", () => {
  test("returns clh_ + 32 random bytes once, stores only its sha256 and a visible prefix", async () => {
    const actor = await sessionUser();
    const created = await createPersonalToken({ actor, token: { label: "laptop", scopes: ["read", "publish"], expiresInDays: 30 } });
    expect(created.token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(created.token.slice(TOKEN_PREFIX.length), "base64url")).toHaveLength(32);
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: created.id }, select: { tokenHash: true, prefix: true, label: true, kind: true } });
    expect(row.tokenHash).toBe(hashToken(created.token));
    expect(row.tokenHash).not.toContain(created.token.slice(TOKEN_PREFIX.length));
    expect(created.token.startsWith(row.prefix)).toBe(true);
    expect(row).toMatchObject({ label: "laptop", kind: "PERSONAL" });
    const audit = await db.auditLog.findFirst({ where: { action: "token.create", targetId: created.id } });
    expect(audit?.actorId).toBe(actor.userId);
  });

  test("expiry is now + the chosen days; null never expires", async () => {
    const actor = await sessionUser();
    const now = new Date("2030-01-01T00:00:00Z");
    const weekly = await createPersonalToken({ actor, now, token: { label: "week", scopes: ["read"], expiresInDays: 7 } });
    expect(weekly.expiresAt?.toISOString()).toBe("2030-01-08T00:00:00.000Z");
    const forever = await createPersonalToken({ actor, token: { label: "forever", scopes: ["read"], expiresInDays: null } });
    expect(forever.expiresAt).toBeNull();
  });

  test("a user cannot grant admin; an admin can", async () => {
    await expectCode(
      createPersonalToken({ actor: await sessionUser(), token: { label: "x", scopes: ["admin"], expiresInDays: 7 } }),
      "TOKEN_SCOPE_NOT_ALLOWED",
    );
    const admin = await createPersonalToken({ actor: await sessionUser("ADMIN"), token: { label: "root", scopes: ["admin"], expiresInDays: 7 } });
    expect((await verifyApiToken(admin.token)).scopes).toEqual(["admin"]);
  });

  test("a read-only token cannot mint a publish token; a trusted-publishing token cannot mint any", async () => {
    const user = await sessionUser();
    await expectCode(
      createPersonalToken({ actor: { ...user, via: "token", scopes: ["read"] }, token: { label: "x", scopes: ["publish"], expiresInDays: 7 } }),
      "TOKEN_SCOPE_NOT_ALLOWED",
    );
    await expectCode(
      createPersonalToken({ actor: { ...user, limitedToSkillId: "skill" }, token: { label: "x", scopes: ["read"], expiresInDays: 7 } }),
      "FORBIDDEN",
    );
  });

  test("bad input fails validation with nothing stored", async () => {
    const actor = await sessionUser();
    for (const token of [
      { label: "  ", scopes: ["read"] as const, expiresInDays: 7 },
      { label: "x".repeat(65), scopes: ["read"] as const, expiresInDays: 7 },
      { label: "ok", scopes: [] as const, expiresInDays: 7 },
      { label: "ok", scopes: ["read"] as const, expiresInDays: 0 },
    ]) {
      await expect(createPersonalToken({ actor, token: { ...token, scopes: [...token.scopes] } })).rejects.toMatchObject({ name: "ZodError" });
    }
    expect(await db.apiToken.count({ where: { userId: actor.userId } })).toBe(0);
  });
});

describe("verifying, listing and revoking", () => {
  test("verification records last use, at most once a minute", async () => {
    const actor = await sessionUser();
    const { token, id } = await createPersonalToken({ actor, token: { label: "ci", scopes: ["read"], expiresInDays: null } });
    const first = new Date("2031-01-01T00:00:00Z");
    const verified = await verifyApiToken(token, first);
    expect(verified).toMatchObject({ userId: actor.userId, via: "token", tokenId: id, scopes: ["read"] });
    expect(verified.provenance).toBeUndefined();
    await verifyApiToken(token, new Date(first.getTime() + 30_000));
    expect((await db.apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt?.toISOString()).toBe(first.toISOString());
    await verifyApiToken(token, new Date(first.getTime() + 61_000));
    expect((await db.apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt?.getTime()).toBe(first.getTime() + 61_000);
  });

  test("a banned user's tokens stop working", async () => {
    const actor = await sessionUser();
    const { token } = await createPersonalToken({ actor, token: { label: "x", scopes: ["read"], expiresInDays: null } });
    await db.user.update({ where: { id: actor.userId }, data: { bannedAt: new Date() } });
    await expectCode(verifyApiToken(token), "ACCOUNT_BANNED");
  });

  test("the list shows prefix, scopes, expiry and last use but never the hash; revoked tokens drop out", async () => {
    const actor = await sessionUser();
    const a = await createPersonalToken({ actor, token: { label: "a", scopes: ["read"], expiresInDays: 7 } });
    const b = await createPersonalToken({ actor, token: { label: "b", scopes: ["read", "publish"], expiresInDays: null } });
    const listed = await listApiTokens({ userId: actor.userId });
    expect(listed.map((token) => token.label).sort()).toEqual(["a", "b"]);
    expect(JSON.stringify(listed)).not.toContain(hashToken(a.token));
    expect(listed.find((token) => token.id === b.id)).toMatchObject({
      prefix: b.prefix,
      scopes: ["read", "publish"],
      expiresAt: null,
      lastUsedAt: null,
      expired: false,
    });

    expect(await revokeApiToken({ actor, tokenId: a.id })).toEqual({ revoked: true });
    expect(await revokeApiToken({ actor, tokenId: a.id })).toEqual({ revoked: false });
    await expectCode(verifyApiToken(a.token), "TOKEN_INVALID");
    expect((await listApiTokens({ userId: actor.userId })).map((token) => token.id)).toEqual([b.id]);
  });

  test("nobody revokes someone else's token", async () => {
    const owner = await sessionUser();
    const other = await sessionUser();
    const { id, token } = await createPersonalToken({ actor: owner, token: { label: "mine", scopes: ["read"], expiresInDays: null } });
    await expectCode(revokeApiToken({ actor: other, tokenId: id }), "TOKEN_NOT_FOUND");
    await expectCode(revokeApiToken({ actor: other, tokenId: "does-not-exist" }), "TOKEN_NOT_FOUND");
    expect((await verifyApiToken(token)).userId).toBe(owner.userId);
  });

  test("expired tokens are listed as expired", async () => {
    const actor = await sessionUser();
    const now = new Date();
    await createPersonalToken({ actor, now: new Date(now.getTime() - 10 * 86_400_000), token: { label: "old", scopes: ["read"], expiresInDays: 7 } });
    const [old] = await listApiTokens({ userId: actor.userId, now });
    expect(old?.expired).toBe(true);
  });
});
