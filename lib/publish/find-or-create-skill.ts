// The skill a publish goes into: the existing one (locked, ownership checked) or a new one
// (reserved names refused, look-alikes of popular slugs held). A deleted skill's slug stays
// reserved for 30 days; after that the old skill is renamed out of the way.
import { titleFromName } from "./normalize-display-name";
import type { Actor } from "@/lib/auth/actor";
import type { SkillModeration, Tx } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { isReservedSlug } from "@/lib/ids";
import { assertCanManageSkill, canManage, dbVisibility, defaultVisibility, inAudience, standingOf, visibilityName, type Visibility } from "@/lib/access";
import type { Verdict as VerdictName } from "@/scanner/types";
import { loadPolicyDecision } from "./load-policy-decision";
import { findLookalikeSlug } from "./find-lookalike-slug";
import { publisherBanned, resolvePublisher } from "./resolve-publisher";

export type PublishTarget = {
  id: string;
  ownerId: string;
  ownerHandle: string;
  displayName: string;
  moderation: SkillModeration;
  moderationReason: string | null;
  visibility: Visibility;
  /** The owning org's policy holds this version for an org admin's review (decideOrgPolicy). */
  hold: boolean;
};

function ownedByOther(slug: string): AppError {
  return new AppError("SKILL_OWNED_BY_OTHER", `'${slug}' belongs to another publisher.`, { details: { slug } });
}

type Row = Omit<PublishTarget, "visibility"> & { visibility: string; deletedAt: Date | null; slugReservedUntil: Date | null; ownerBannedAt: Date | null };

export async function findOrCreateSkill(
  tx: Tx,
  input: {
    actor: Actor;
    slug: string;
    ownerHandle?: string;
    displayName?: string;
    topics?: string[];
    visibility?: Visibility;
    name: string | null;
    description: string | null;
    /** The scanner's verdict on the bundle: the org's policy may hold a suspicious one. */
    verdict: VerdictName;
    /** A mirror's version: its slug is in the mirror's namespace, where reservations and look-alike holds (local-name rules) do not apply. */
    mirrored?: boolean;
  },
): Promise<PublishTarget> {
  // One round trip: the skill with its owner's handle, row-locked so publishes to one skill run
  // one after another (each computes `latest` over every committed version; no delete interleaves).
  const rows = await tx.$queryRaw<Row[]>`
    SELECT s."id", s."ownerId", u."handle" AS "ownerHandle", s."displayName", s."moderation"::text AS "moderation",
           s."moderationReason", s."visibility"::text AS "visibility", s."deletedAt", s."slugReservedUntil", u."bannedAt" AS "ownerBannedAt"
    FROM "Skill" s JOIN "User" u ON u."id" = s."ownerId"
    WHERE s."slug" = ${input.slug}
    FOR UPDATE OF s`;
  let skill = rows[0] ?? null;
  const { slug, actor } = input;
  if (skill?.deletedAt) {
    const standing = await standingOf(tx, actor, skill.ownerId);
    if (canManage(standing, skill, "publish"))
      throw new AppError("SKILL_DELETED", `'${slug}' is deleted; undelete it before publishing.`, { details: { slug } });
    if (skill.slugReservedUntil && skill.slugReservedUntil > new Date()) {
      // A private skill's deletion (and when) is its org's business: anyone outside hears what a live one would say.
      if (!inAudience(standing, skill)) throw ownedByOther(slug);
      throw new AppError("SLUG_RESERVED_AFTER_DELETE", `'${slug}' was deleted recently and stays reserved until ${skill.slugReservedUntil.toISOString()}.`, {
        details: { slug, until: skill.slugReservedUntil.toISOString() },
      });
    }
    // The reservation ran out: the old skill keeps its history under an internal name.
    await tx.skill.update({ where: { id: skill.id }, data: { slug: `${slug}~released~${skill.id}` } });
    skill = null;
  }
  if (skill) {
    let standing;
    try {
      standing = await assertCanManageSkill(tx, actor, { ...skill, slug });
    } catch (error) {
      // Someone else's skill, seen or not: the slug is taken either way.
      if (isAppError(error) && (error.code === "NOT_SKILL_OWNER" || error.code === "SKILL_NOT_FOUND" || error.code === "SKILL_GONE")) throw ownedByOther(slug);
      throw error;
    }
    if (skill.ownerBannedAt) throw publisherBanned();
    const current = visibilityName(skill.visibility);
    // Visibility is set at first publish and changed only through setSkillVisibility (admins, audited):
    // a publish that names another one (a CI job, an import) must not silently publish where the author did not mean.
    if (input.visibility !== undefined && input.visibility !== current) {
      throw new AppError("VISIBILITY_MISMATCH", `'${slug}' is ${current}; change its visibility in the skill's settings, not in a publish.`, {
        details: { slug, visibility: current, requested: input.visibility },
      });
    }
    const { hold } = await loadPolicyDecision(tx, { actor, publisherId: skill.ownerId, standing, verdict: input.verdict, current, mirrored: input.mirrored });
    return {
      hold,
      id: skill.id,
      ownerId: skill.ownerId,
      ownerHandle: skill.ownerHandle,
      displayName: skill.displayName,
      moderation: skill.moderation,
      moderationReason: skill.moderationReason,
      visibility: current,
    };
  }

  if (actor.limitedToSkillId) throw new AppError("FORBIDDEN", "This token may only publish new versions of an existing skill.");
  // Reserved names are for the registry's operators: admins may claim them.
  if (!input.mirrored && isReservedSlug(slug) && actor.role !== "ADMIN") throw new AppError("SLUG_RESERVED", `'${slug}' is reserved.`, { details: { slug } });
  const publisher = await resolvePublisher(tx, actor, input.ownerHandle);
  // A mirrored copy is public, whatever the local default, unless its mirror says otherwise (an
  // upstream skill read with a token: lib/mirror).
  const decision = input.mirrored
    ? { hold: false, visibility: input.visibility ?? ("public" as const) }
    : await loadPolicyDecision(tx, {
        actor,
        publisherId: publisher.id,
        verdict: input.verdict,
        create: { requested: input.visibility, fallback: defaultVisibility() },
      });
  const lookalike = input.mirrored ? null : await findLookalikeSlug(tx, { slug, ownerId: publisher.id });
  const created = await tx.skill.create({
    data: {
      slug,
      ownerId: publisher.id,
      displayName: input.displayName ?? titleFromName(input.name ?? slug),
      // A held first version's words stay with it until an org admin approves it (refreshSkillState then sets the summary).
      summary: decision.hold ? null : (input.description?.slice(0, 280) ?? null),
      topics: input.topics ?? [],
      moderation: lookalike ? "HELD" : "ACTIVE",
      visibility: dbVisibility(decision.visibility),
      moderationReason: lookalike ? `Looks like '${lookalike.slug}' by ${lookalike.ownerHandle}; waiting for a moderator.` : null,
    },
    select: { id: true, ownerId: true, displayName: true, moderation: true, moderationReason: true, visibility: true },
  });
  return { ...created, visibility: visibilityName(created.visibility), ownerHandle: publisher.handle, hold: decision.hold };
}
