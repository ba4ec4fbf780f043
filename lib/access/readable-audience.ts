// The skills an actor finds in listings beyond the public ones (team search, suggestions, the
// change feed with a token): internal skills when it is an account of this server, and the private
// skills of the publishers it reads for through a relation (itself, its orgs in any role). Staff
// powers open skills by name (can-see.ts), never listings: a moderator's search is not every
// org's private catalogue. A one-skill (trusted-publishing) token lists nothing beyond the public.
// The same rule for the database is readableSkillSql (skill-where.ts); tests check the two agree.
import type { Db, Tx } from "@/lib/db";
import { publishersFor } from "./publishers-for";
import type { StandingActor } from "./standing";
import { audienceAdmits, visibilityName } from "./visibility";

export type ReadableAudience = {
  /** Internal skills (any signed-in account of this server). */
  internal: boolean;
  /** Publishers whose private skills it reads (sorted, unique: a stable cache key). */
  owners: string[];
};

export const PUBLIC_AUDIENCE: ReadableAudience = { internal: false, owners: [] };

export async function readableAudience(client: Db | Tx, actor: StandingActor | null): Promise<ReadableAudience> {
  if (!actor || actor.limitedToSkillId) return PUBLIC_AUDIENCE;
  const owners = (await publishersFor(client, actor, "read")).map((grant) => grant.id);
  // Listings are computed for the registry as it is open (closed=false): HUB_REQUIRE_SIGNIN only keeps anonymous visitors out.
  const internal = audienceAdmits({ signedIn: true, onlySkillId: null }, "INTERNAL", false);
  return { internal, owners: [...new Set(owners)].sort() };
}

/** Whether a listing shows this skill to the audience (its state aside: the listing rules decide that). */
export function audienceReads(audience: ReadableAudience, skill: { visibility: string; ownerId: string }): boolean {
  switch (visibilityName(skill.visibility)) {
    case "public":
      return true;
    case "internal":
      return audience.internal;
    case "private":
      return audience.owners.includes(skill.ownerId);
  }
}

/** Reads more than the public: the listings need its own (uncached, per-actor) path. */
export function readsBeyondPublic(audience: ReadableAudience): boolean {
  return audience.internal || audience.owners.length > 0;
}
