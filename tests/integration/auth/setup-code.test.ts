// The first-admin setup link (lib/auth/setup): one code while no admin exists, a new start replaces
// an unused one, completing it makes that account admin exactly once (also when raced), it is
// refused once any admin exists, and completions and refusals are both in the audit log.
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createSetupCode, inspectSetupCode, redeemSetupCode } from "@/lib/auth/setup";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await db.user.updateMany({ where: { role: "ADMIN" }, data: { role: "USER" } });
  await db.setupCode.deleteMany();
});

async function newCode(): Promise<string> {
  const created = await createSetupCode();
  if (!("code" in created)) throw new Error("expected a code");
  return created.code;
}

describe("first-admin setup code", () => {
  test("while no admin exists: a code, stored only as a hash, that makes its redeemer admin once", async () => {
    const code = await newCode();
    expect(await db.setupCode.findFirst({ where: { codeHash: code } })).toBeNull();
    expect(await inspectSetupCode({ code })).toBe("usable");
    const owner = await createActor();
    expect(await redeemSetupCode({ code, userId: owner.userId, ip: "192.0.2.7" })).toEqual({ handle: owner.handle });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.userId } })).role).toBe("ADMIN");
    expect(await db.auditLog.findFirst({ where: { action: "setup.first-admin", actorId: owner.userId } })).toMatchObject({ ip: "192.0.2.7" });
    expect(await inspectSetupCode({ code })).toBe("admin-exists");
    expect(await createSetupCode()).toEqual({ adminExists: true });
  });

  test("refused once any admin exists, even if the code was never used; the refusal is audited", async () => {
    const code = await newCode();
    await createActor({ role: "ADMIN" });
    const late = await createActor();
    await expectCode(redeemSetupCode({ code, userId: late.userId }), "SETUP_ADMIN_EXISTS");
    expect((await db.user.findUniqueOrThrow({ where: { id: late.userId } })).role).toBe("USER");
    expect(await db.auditLog.findFirst({ where: { action: "setup.refused", actorId: late.userId } })).toMatchObject({ reason: "SETUP_ADMIN_EXISTS" });
  });

  test("a new start replaces the unused code; mistyped, malformed and replaced codes are invalid", async () => {
    const first = await newCode();
    const second = await newCode();
    const user = await createActor();
    expect(await inspectSetupCode({ code: first })).toBe("invalid");
    for (const code of [first, second.slice(0, -1) + (second.endsWith("A") ? "B" : "A"), "short", "x".repeat(5000)]) {
      await expectCode(redeemSetupCode({ code, userId: user.userId }), "SETUP_CODE_INVALID");
    }
    expect(await inspectSetupCode({ code: ["a", "b"] })).toBe("invalid");
    expect(await inspectSetupCode({ code: second })).toBe("usable");
  });

  test("two accounts racing with the same link: exactly one becomes admin", async () => {
    const code = await newCode();
    const racers = await Promise.all(Array.from({ length: 5 }, () => createActor()));
    const outcomes = await Promise.allSettled(racers.map((racer) => redeemSetupCode({ code, userId: racer.userId })));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await db.user.count({ where: { role: "ADMIN" } })).toBe(1);
  });

  test("a banned account or an organisation cannot complete it", async () => {
    const code = await newCode();
    const banned = await createActor();
    await db.user.update({ where: { id: banned.userId }, data: { bannedAt: new Date() } });
    await expectCode(redeemSetupCode({ code, userId: banned.userId }), "FORBIDDEN");
    const org = await db.user.create({ data: { handle: `org-${Date.now()}`, kind: "ORG" } });
    await expectCode(redeemSetupCode({ code, userId: org.id }), "FORBIDDEN");
    expect(await inspectSetupCode({ code })).toBe("usable");
  });
});
