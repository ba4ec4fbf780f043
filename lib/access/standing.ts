// How one viewer stands towards one publisher, resolved once per request: signed in or not, staff
// role (a token's role is already lowered to what its scopes vouch for, lib/auth/scopes.ts), and
// relation to the publisher (the publisher itself, or its member in a role). Every access rule
// (can-see.ts, can-manage.ts, version-status.ts) is a pure function of a standing and the rows.
import type { Actor } from "@/lib/auth/actor";
import type { Db, Tx } from "@/lib/db";
import { parsePublisherRole, type PublisherRole } from "./publisher-roles";

export type Standing = {
  signedIn: boolean;
  /** Effective staff role. */
  staff: "moderator" | "admin" | null;
  /** The publisher this standing was resolved against; rules ignore the relation for any other. */
  publisherId: string | null;
  /** "self": the viewer is the publisher; otherwise its membership role in the publisher (an org). */
  relation: "self" | PublisherRole | null;
  /** A trusted-publishing (one-skill CI) token: its relation holds for this one skill only. */
  onlySkillId: string | null;
  /** The viewer's account (null: anonymous). Who published a version held for review sees it (version-status.ts). */
  userId?: string | null;
};

export const ANONYMOUS: Standing = { signedIn: false, staff: null, publisherId: null, relation: null, onlySkillId: null };

export type StandingActor = Pick<Actor, "userId" | "role"> & Partial<Pick<Actor, "limitedToSkillId">>;

export function staffOf(actor: Pick<Actor, "role">): Standing["staff"] {
  return actor.role === "ADMIN" ? "admin" : actor.role === "MODERATOR" ? "moderator" : null;
}

/** The standing of a signed-in `actor` whose relation to `publisherId` is already known (e.g. from publishersFor). */
export function standingWith(actor: StandingActor, publisherId: string, relation: Standing["relation"]): Standing {
  return { signedIn: true, staff: staffOf(actor), publisherId, relation, onlySkillId: actor.limitedToSkillId ?? null, userId: actor.userId };
}

/** The standing of `actor` towards `publisherId` (one membership lookup at most). */
export async function standingOf(client: Db | Tx, actor: StandingActor | null, publisherId: string): Promise<Standing> {
  if (!actor) return { ...ANONYMOUS, publisherId };
  if (actor.userId === publisherId) return standingWith(actor, publisherId, "self");
  const membership = await client.membership.findUnique({
    where: { orgId_userId: { orgId: publisherId, userId: actor.userId } },
    select: { role: true },
  });
  return standingWith(actor, publisherId, membership ? parsePublisherRole(membership.role) : null);
}
