// Development sign-in (a handle, no password) can never become a real registry's staff or GitHub
// users, and cannot be switched on by accident in production: on an external database under
// NODE_ENV=production the server refuses to start with HUB_DEV_LOGIN=1 unless
// HUB_DEV_LOGIN_ALLOW_EXTERNAL=1 says it is a staging or test rig, and says why.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import { devSignIn } from "@/lib/auth/users/dev-sign-in";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

const saved = {
  NODE_ENV: process.env.NODE_ENV,
  HUB_DEV_LOGIN: process.env.HUB_DEV_LOGIN,
  HUB_DEV_LOGIN_ALLOW_EXTERNAL: process.env.HUB_DEV_LOGIN_ALLOW_EXTERNAL,
};

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}

afterEach(() => setEnv(saved));

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "signed in",
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe("development sign-in never signs in as someone who matters", () => {
  test.each([
    ["an admin", { handle: "dev-admin", role: "ADMIN" as const }],
    ["a moderator", { handle: "dev-mod", role: "MODERATOR" as const }],
    ["a user linked to GitHub (githubId)", { handle: "dev-gh", githubId: "424242" }],
  ])("refuses %s with DEV_LOGIN_ACCOUNT_PROTECTED and creates no session", async (_label, data) => {
    setEnv({ HUB_DEV_LOGIN: "1" });
    const user = await db.user.create({ data });
    expect(await code(devSignIn({ handle: data.handle }))).toBe("DEV_LOGIN_ACCOUNT_PROTECTED");
    expect(await code(devSignIn({ handle: data.handle.toUpperCase() }))).toBe("DEV_LOGIN_ACCOUNT_PROTECTED");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  test("refuses a user with a linked GitHub account row", async () => {
    setEnv({ HUB_DEV_LOGIN: "1" });
    const user = await db.user.create({
      data: { handle: "dev-linked", accounts: { create: { type: "oauth", provider: "github", providerAccountId: "777" } } },
    });
    expect(await code(devSignIn({ handle: "dev-linked" }))).toBe("DEV_LOGIN_ACCOUNT_PROTECTED");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a new handle or an existing plain dev user still signs in", async () => {
    setEnv({ HUB_DEV_LOGIN: "1" });
    expect(await code(devSignIn({ handle: "dev-newcomer" }))).toBe("signed in");
    expect(await code(devSignIn({ handle: "dev-newcomer" }))).toBe("signed in");
  });
});

describe("HUB_DEV_LOGIN=1 on an external database in production", () => {
  // DATABASE_URL is set for this file (an external PostgreSQL), so only NODE_ENV and the flags vary.
  test("getConfig refuses it and names the way out; allowed explicitly, off, or outside production it is fine", () => {
    setEnv({ NODE_ENV: "production", HUB_DEV_LOGIN: "1", HUB_DEV_LOGIN_ALLOW_EXTERNAL: undefined });
    expect(() => getConfig()).toThrow(/HUB_DEV_LOGIN_ALLOW_EXTERNAL=1/);
    setEnv({ NODE_ENV: "production", HUB_DEV_LOGIN: "1", HUB_DEV_LOGIN_ALLOW_EXTERNAL: "1" });
    expect(getConfig().devLogin).toBe(true);
    setEnv({ NODE_ENV: "production", HUB_DEV_LOGIN: "0", HUB_DEV_LOGIN_ALLOW_EXTERNAL: undefined });
    expect(getConfig().devLogin).toBe(false);
    setEnv({ NODE_ENV: "development", HUB_DEV_LOGIN: "1", HUB_DEV_LOGIN_ALLOW_EXTERNAL: undefined });
    expect(getConfig().devLogin).toBe(true);
  });

  test("the server's start-up (instrumentation → startupConfig) exits 1 and says why", async () => {
    const run = (extra: Record<string, string>) =>
      promisify(execFile)(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "-e", 'import("./lib/config/startup-config.ts").then((m) => { m.startupConfig(); console.log("started"); })'],
        {
          env: { ...process.env, NODE_ENV: "production", HUB_DEV_LOGIN: "1", ...extra },
        },
      ).then(
        ({ stdout }) => ({ exit: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ exit: error.code, out: error.stderr }),
      );
    const refused = await run({});
    expect(refused.exit).toBe(1);
    expect(refused.out).toContain("refusing to start");
    expect(refused.out).toContain("HUB_DEV_LOGIN_ALLOW_EXTERNAL=1");
    const allowed = await run({ HUB_DEV_LOGIN_ALLOW_EXTERNAL: "1" });
    expect(allowed).toMatchObject({ exit: 0 });
    expect(allowed.out).toContain("started");
  });
});
