// The session cookie's name and attributes, and reading it back from a Cookie header.
import { afterEach, describe, expect, test } from "vitest";
import { readCookie, sessionCookieName, sessionCookieOptions } from "@/lib/auth/sessions/session-cookie";
import { resetConfigForTests } from "@/lib/config";

function env(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}

const original = process.env.DATABASE_URL;
afterEach(() => env({ NODE_ENV: "test", HUB_PUBLIC_URL: undefined, DATABASE_URL: original }));

describe("session cookie", () => {
  test("HttpOnly and SameSite=Lax always; not Secure outside production", () => {
    expect(sessionCookieName()).toBe("authjs.session-token");
    expect(sessionCookieOptions(new Date(0))).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false, path: "/" });
  });

  test("Secure with the __Secure- prefix in production", () => {
    env({ NODE_ENV: "production", HUB_PUBLIC_URL: "https://hub.example" });
    expect(sessionCookieName()).toBe("__Secure-authjs.session-token");
    expect(sessionCookieOptions(new Date(0)).secure).toBe(true);
    env({ NODE_ENV: "production", HUB_PUBLIC_URL: undefined, DATABASE_URL: "postgres://db.internal/hub" });
    expect(sessionCookieOptions(new Date(0)).secure).toBe(true);
  });

  test("the zero-config trial (production build, embedded database, no public URL) works over plain http", () => {
    env({ NODE_ENV: "production", HUB_PUBLIC_URL: undefined, DATABASE_URL: undefined });
    expect(sessionCookieName()).toBe("authjs.session-token");
    expect(sessionCookieOptions(new Date(0)).secure).toBe(false);
  });

  test("production on an explicitly plain-http public URL drops Secure (browsers would discard the cookie)", () => {
    env({ NODE_ENV: "production", HUB_PUBLIC_URL: "http://192.168.1.20:3000" });
    expect(sessionCookieName()).toBe("authjs.session-token");
    expect(sessionCookieOptions(new Date(0)).secure).toBe(false);
  });

  test("readCookie finds one cookie among many and tolerates junk", () => {
    expect(readCookie("a=1; authjs.session-token=abc%2Bdef; b=2", "authjs.session-token")).toBe("abc+def");
    expect(readCookie("xauthjs.session-token=nope", "authjs.session-token")).toBeNull();
    expect(readCookie("authjs.session-token=%E0%A4%A", "authjs.session-token")).toBeNull();
    expect(readCookie(null, "authjs.session-token")).toBeNull();
  });
});
