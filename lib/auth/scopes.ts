// Token scopes. `admin` implies the others; a session (signed-in browser) has every scope its role allows.
import { z } from "zod";
import type { Role } from "@/lib/db";

export const scopeSchema = z.enum(["read", "publish", "admin"]);
export type Scope = z.infer<typeof scopeSchema>;
export const allScopes: readonly Scope[] = scopeSchema.options;

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed) || granted.includes("admin");
}

/** What a signed-in browser session may do: read and publish, plus admin for admins. */
export function sessionScopes(role: Role): Scope[] {
  return role === "ADMIN" ? ["read", "publish", "admin"] : ["read", "publish"];
}

/** Stored scope strings back to scopes; unknown strings (from a newer version) are dropped, never widened. */
export function parseStoredScopes(stored: readonly string[]): Scope[] {
  return stored.flatMap((scope) => {
    const parsed = scopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
}
