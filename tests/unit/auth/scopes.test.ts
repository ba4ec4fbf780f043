// Scope rules shared by tokens, sessions and the device flow.
import { describe, expect, test } from "vitest";
import { scopesFromRequest } from "@/lib/auth/device/device-settings";
import { effectiveTokenScopes, grantableStaffScopes, hasScope, parseStoredScopes, sessionScopes, tokenRole } from "@/lib/auth/scopes";

describe("scopes", () => {
  test("admin implies every scope; others imply only themselves", () => {
    expect(hasScope(["admin"], "publish")).toBe(true);
    expect(hasScope(["admin"], "read")).toBe(true);
    expect(hasScope(["read"], "publish")).toBe(false);
    expect(hasScope(["publish"], "read")).toBe(false);
    expect(hasScope(["admin"], "moderate")).toBe(true);
    expect(hasScope(["moderate"], "publish")).toBe(false);
    expect(hasScope([], "read")).toBe(false);
  });

  test("sessions get read+publish, plus moderate for moderators and moderate+admin for admins", () => {
    expect(sessionScopes("USER")).toEqual(["read", "publish"]);
    expect(sessionScopes("MODERATOR")).toEqual(["read", "publish", "moderate"]);
    expect(sessionScopes("ADMIN")).toEqual(["read", "publish", "moderate", "admin"]);
    expect(grantableStaffScopes("USER")).toEqual([]);
    expect(grantableStaffScopes("MODERATOR")).toEqual(["moderate"]);
    expect(grantableStaffScopes("ADMIN")).toEqual(["moderate", "admin"]);
  });

  test("a token acts with the staff role its scopes vouch for, never above its holder's role", () => {
    const table: Array<[Parameters<typeof tokenRole>[0], Parameters<typeof tokenRole>[1], ReturnType<typeof tokenRole>]> = [
      ["ADMIN", ["read", "publish"], "USER"],
      ["ADMIN", ["moderate"], "MODERATOR"],
      ["ADMIN", ["admin"], "ADMIN"],
      ["MODERATOR", ["read", "publish"], "USER"],
      ["MODERATOR", ["moderate"], "MODERATOR"],
      ["MODERATOR", ["admin"], "MODERATOR"],
      ["USER", ["admin", "moderate"], "USER"],
    ];
    for (const [role, scopes, expected] of table) expect(tokenRole(role, scopes), `${role} ${scopes.join(",")}`).toBe(expected);
    // Stored scopes beyond the holder's current role (a demoted admin's token) count for nothing.
    expect(effectiveTokenScopes("MODERATOR", ["read", "admin", "moderate"])).toEqual(["read", "moderate"]);
    expect(effectiveTokenScopes("USER", ["admin"])).toEqual([]);
  });

  test("unknown stored scopes are dropped, never widened", () => {
    expect(parseStoredScopes(["read", "superuser", "publish", "ADMIN"])).toEqual(["read", "publish"]);
  });

  test("the CLI's 'read write' becomes read+publish; admin is never granted by the device flow", () => {
    expect(scopesFromRequest("read write")).toEqual(["read", "publish"]);
    expect(scopesFromRequest("read")).toEqual(["read"]);
    expect(scopesFromRequest("publish,read")).toEqual(["read", "publish"]);
    expect(scopesFromRequest("admin")).toEqual(["read", "publish"]);
    expect(scopesFromRequest(undefined)).toEqual(["read", "publish"]);
  });
});
