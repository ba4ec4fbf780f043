// The session cookie's name and attributes, and reading it back from a Cookie header.
import { afterEach, describe, expect, test } from "vitest";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { mayCarrySession, readSessionToken, sessionCookieName, sessionCookieOptions } from "@/lib/auth/sessions/session-cookie";
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

  test("readSessionToken finds the session among other cookies and decodes it", () => {
    expect(readSessionToken("a=1; authjs.session-token=abc%2Bdef; b=2")).toBe("abc+def");
    expect(readSessionToken("xauthjs.session-token=nope")).toBeNull();
    expect(readSessionToken("authjs.session-token=%E0%A4%A")).toBeNull();
    expect(readSessionToken("authjs.session-token=")).toBeNull();
    expect(readSessionToken(null)).toBeNull();
  });

  test("readSessionToken reads exactly what Next.js's cookies() reads (duplicates, bad encoding, spacing)", () => {
    const headers = [
      "authjs.session-token=%E0; authjs.session-token=real",
      "authjs.session-token=first; authjs.session-token=second",
      "authjs.session-token=real; authjs.session-token=%E0%A4%A",
      "authjs.session-token=a;authjs.session-token=b",
      "authjs.session-token=a;\tauthjs.session-token=b",
      " authjs.session-token=lead",
      "authjs.session-token = spaced",
      "AUTHJS.SESSION-TOKEN=upper",
      "authjs.session-token",
      "authjs.session-token=a=b=c",
    ];
    for (const header of headers) {
      // Both see the header as HTTP delivers it (surrounding whitespace already stripped).
      const delivered = new Headers({ cookie: header });
      const framework = new RequestCookies(delivered).get("authjs.session-token")?.value || null;
      expect(readSessionToken(delivered.get("cookie")), header).toBe(framework);
    }
  });

  test("mayCarrySession: any trace of a session cookie, however written", () => {
    for (const header of [
      "authjs.session-token=x",
      "__Secure-authjs.session-token=x",
      "__Host-authjs.session-token=%E0",
      "theme=dark;AUTHJS.SESSION-TOKEN=y",
      "authjs.session-token.0=chunk",
      "next-auth.session-token=v4",
      "a=1; authjs.session-token",
      "__prerender_bypass=1",
    ]) {
      expect(mayCarrySession(header), header).toBe(true);
    }
    for (const header of [undefined, "", "theme=dark", "authjs.csrf-token=x; authjs.callback-url=%2F"])
      expect(mayCarrySession(header), String(header)).toBe(false);
  });
});
