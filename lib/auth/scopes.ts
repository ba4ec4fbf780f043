// Token scopes. `admin` implies the others; a session (signed-in browser) has every scope its role allows.
import { z } from "zod";

export const scopeSchema = z.enum(["read", "publish", "admin"]);
export type Scope = z.infer<typeof scopeSchema>;
export const allScopes: readonly Scope[] = scopeSchema.options;

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed) || granted.includes("admin");
}
