// Scope rules shared by tokens, sessions and the device flow.
import { describe, expect, test } from "vitest";
import { scopesFromRequest } from "@/lib/auth/device/device-settings";
import { hasScope, parseStoredScopes, sessionScopes } from "@/lib/auth/scopes";

describe("scopes", () => {
  test("admin implies every scope; others imply only themselves", () => {
    expect(hasScope(["admin"], "publish")).toBe(true);
    expect(hasScope(["admin"], "read")).toBe(true);
    expect(hasScope(["read"], "publish")).toBe(false);
    expect(hasScope(["publish"], "read")).toBe(false);
    expect(hasScope([], "read")).toBe(false);
  });

  test("sessions get read+publish, plus admin for admins only", () => {
    expect(sessionScopes("USER")).toEqual(["read", "publish"]);
    expect(sessionScopes("MODERATOR")).toEqual(["read", "publish"]);
    expect(sessionScopes("ADMIN")).toEqual(["read", "publish", "admin"]);
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
