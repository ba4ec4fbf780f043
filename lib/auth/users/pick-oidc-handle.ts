// The handle a new enterprise sign-in account gets: its preferred_username (or its e-mail's local
// part) made handle-shaped, and when that is taken (by a user, an org, or a reserved word) the
// same with a number, then a random suffix. A name that matches never means it is the same person:
// accounts are found by issuer and subject only (sync-oidc-user.ts), so nobody signs in as an
// existing account, or as an org, by naming themselves after it at their identity provider.
import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";
import { isReservedSlug, slugify } from "@/lib/ids";
import { HANDLE_MAX_LENGTH, handleSchema } from "../schemas/handle";

/** "Alice.Smith@corp.example" → "alice-smith"; "" when nothing handle-shaped is left. */
export function oidcHandleBase(input: { preferredUsername?: string; email?: string }): string {
  for (const name of [input.preferredUsername, input.email]) {
    const local = name?.split("@")[0] ?? "";
    const base = slugify(local).slice(0, HANDLE_MAX_LENGTH).replace(/-+$/, "");
    if (handleSchema.safeParse(base).success) return base;
  }
  return "";
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length - 1).replace(/-+$/, "")}-${suffix}`;
}

export async function pickOidcHandle(tx: Tx, input: { preferredUsername?: string; email?: string }): Promise<string> {
  let base = oidcHandleBase(input) || "sso-user";
  // A reserved prefix ("official-…", "skillvault-…") would make every candidate reserved.
  if (isReservedSlug(`${base}-x`)) base = `u-${base}`.slice(0, HANDLE_MAX_LENGTH).replace(/-+$/, "");
  const candidates = [base, ...Array.from({ length: 8 }, (_, index) => withSuffix(base, String(index + 2)))].filter((handle) => !isReservedSlug(handle));
  const taken = new Set((await tx.user.findMany({ where: { handle: { in: candidates } }, select: { handle: true } })).map((user) => user.handle));
  const free = candidates.find((handle) => !taken.has(handle));
  if (free) return free;
  // Nine people with one name: a random suffix (a clash here is a unique violation the caller retries).
  return withSuffix(base, randomBytes(4).toString("hex"));
}
