// Who a skill is meant for, before any relation to its publisher: everyone (public), any
// signed-in account of this server (internal), or nobody but its publisher's people (private).
// A closed registry (HUB_REQUIRE_SIGNIN=1) treats public skills as internal. can-see.ts adds
// relations and staff; this file only answers "does the skill's audience include this standing?".
import { z } from "zod";
import { getConfig } from "@/lib/config";
import type { Standing } from "./standing";

export const visibilitySchema = z.enum(["public", "internal", "private"]);
export type Visibility = z.infer<typeof visibilitySchema>;
export type DbVisibility = "PUBLIC" | "INTERNAL" | "PRIVATE";

/** A stored visibility as a name; anything unknown is private (an unknown value never opens a skill). */
export function visibilityName(stored: string): Visibility {
  const parsed = visibilitySchema.safeParse(stored.toLowerCase());
  return parsed.success ? parsed.data : "private";
}

export function dbVisibility(visibility: Visibility): DbVisibility {
  return visibility.toUpperCase() as DbVisibility;
}

/** HUB_REQUIRE_SIGNIN=1: nothing is readable without signing in. */
export function registryClosed(): boolean {
  return getConfig().HUB_REQUIRE_SIGNIN;
}

/** The visibility a new skill gets when its publish names none. */
export function defaultVisibility(): Visibility {
  return getConfig().HUB_DEFAULT_VISIBILITY;
}

/**
 * Whether the skill's audience includes this standing, its relation to the publisher aside.
 * A one-skill (trusted-publishing) token is not an account of the server: it reads its own skill
 * through its relation and nothing internal.
 */
export function audienceAdmits(standing: Pick<Standing, "signedIn" | "onlySkillId">, stored: string, closed = registryClosed()): boolean {
  const visibility = visibilityName(stored);
  if (visibility === "private") return false;
  if (visibility === "public" && !closed) return true;
  return standing.signedIn && standing.onlySkillId === null;
}

/** Anyone, anonymous visitors included, may see a skill of this visibility (shared caches may keep it). */
export function openToAnonymous(stored: string, closed = registryClosed()): boolean {
  return !closed && visibilityName(stored) === "public";
}
