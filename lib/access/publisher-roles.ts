// What each organisation role may do with the org's skills. A membership role that is not listed
// here (a typo, a role from a newer version) grants nothing: rights are given, never guessed.
import { z } from "zod";

export const publisherRoleSchema = z.enum(["owner", "admin", "publisher", "member"]);
export type PublisherRole = z.infer<typeof publisherRoleSchema>;

/**
 * "read": see the skill whatever its state (held, hidden, deleted, withdrawn and blocked versions).
 * "publish": new skills and versions, dist-tags, topics.
 * "administer": transfer, delete and undelete, withdraw and restore, trusted publishers, GitHub sync.
 */
export type PublisherRight = "read" | "publish" | "administer";

export const ALL_RIGHTS: readonly PublisherRight[] = ["read", "publish", "administer"];

export const ROLE_RIGHTS: Record<PublisherRole, readonly PublisherRight[]> = {
  owner: ALL_RIGHTS,
  admin: ALL_RIGHTS,
  publisher: ["read", "publish"],
  member: ["read"],
};

/** A stored Membership.role as a role, or null when it is none we know (it then grants nothing). */
export function parsePublisherRole(stored: string): PublisherRole | null {
  const parsed = publisherRoleSchema.safeParse(stored.toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** Does a stored membership role hold this right (unknown roles hold none)? */
export function roleGrants(stored: string, right: PublisherRight): boolean {
  const role = parsePublisherRole(stored);
  return role !== null && ROLE_RIGHTS[role].includes(right);
}

/** The roles that hold a right, for errors that say who may do something. */
export function rolesWith(right: PublisherRight): PublisherRole[] {
  return publisherRoleSchema.options.filter((role) => ROLE_RIGHTS[role].includes(right));
}
