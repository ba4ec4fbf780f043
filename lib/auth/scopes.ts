// Token scopes, and the one rule for what a credential may do with its holder's role. `admin`
// implies every other scope. Staff powers need a staff scope on tokens: an admin's token without
// `admin` acts as a plain user (or as a moderator, with `moderate`); a moderator's token without
// `moderate` acts as a plain user. A browser session has every scope its role allows.
import { z } from "zod";
import type { Role } from "@/lib/db";

export const scopeSchema = z.enum(["read", "publish", "moderate", "admin"]);
export type Scope = z.infer<typeof scopeSchema>;

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed) || granted.includes("admin");
}

/** The scopes a person with this role may hold on a token (and a session holds): staff scopes for staff only. */
export function grantableScopes(role: Role): Scope[] {
  if (role === "ADMIN") return ["read", "publish", "moderate", "admin"];
  if (role === "MODERATOR") return ["read", "publish", "moderate"];
  return ["read", "publish"];
}

export type StaffScope = Extract<Scope, "moderate" | "admin">;

/** The staff scopes this role may grant (token forms and the CLI offer these and no others). */
export function grantableStaffScopes(role: Role): StaffScope[] {
  return grantableScopes(role).filter((scope): scope is StaffScope => scope === "moderate" || scope === "admin");
}

/** What a signed-in browser session may do: everything its role allows. */
export function sessionScopes(role: Role): Scope[] {
  return grantableScopes(role);
}

/**
 * The role a token acts with: the holder's role, lowered to what the token's scopes vouch for.
 * Scopes beyond the holder's current role (a demoted admin's old token) count for nothing.
 */
export function tokenRole(role: Role, scopes: readonly Scope[]): Role {
  if (role === "ADMIN" && hasScope(scopes, "admin")) return "ADMIN";
  if ((role === "ADMIN" || role === "MODERATOR") && hasScope(scopes, "moderate")) return "MODERATOR";
  return "USER";
}

/** A token's stored scopes as it may use them: unknown strings dropped, scopes the holder's role no longer allows dropped. */
export function effectiveTokenScopes(role: Role, stored: readonly string[]): Scope[] {
  const allowed = grantableScopes(role);
  return parseStoredScopes(stored).filter((scope) => allowed.includes(scope));
}

/** Stored scope strings back to scopes; unknown strings (from a newer version) are dropped, never widened. */
export function parseStoredScopes(stored: readonly string[]): Scope[] {
  return stored.flatMap((scope) => {
    const parsed = scopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
}
