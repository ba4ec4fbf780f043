// Change who may see a skill (public, internal, private). The publisher's admins only (org owners
// and admins, the user itself; lib/access "administer"), audited. The search document, the page
// generation (a Skill update bumps it: migration page_generation) and the change feed move in the
// same transaction, so no cache or mirror keeps showing a skill after it was made private.
import type { Actor } from "@/lib/auth/actor";
import { dbVisibility, visibilityName, visibilitySchema, type Visibility } from "@/lib/access";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillSearch } from "@/lib/search/refresh-skill-search";
import { lockManagedSkill } from "./lock-managed-skill";

export async function setSkillVisibility(input: {
  actor: Actor;
  slug: string;
  visibility: string;
  ip?: string;
}): Promise<{ slug: string; visibility: Visibility; changed: boolean }> {
  const parsed = visibilitySchema.safeParse(input.visibility.trim().toLowerCase());
  if (!parsed.success) throw new AppError("VISIBILITY_INVALID", "Visibility is public, internal or private.", { details: { visibility: input.visibility } });
  const visibility = parsed.data;
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "administer", allowDeleted: true });
    const from = visibilityName(skill.visibility);
    if (from === visibility) return { slug: skill.slug, visibility, changed: false };
    await tx.skill.update({ where: { id: skill.id }, data: { visibility: dbVisibility(visibility) } });
    await refreshSkillSearch(tx, skill.id);
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "skill.set-visibility",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data: { slug: skill.slug, from, to: visibility },
    });
    // Every change is news for someone's feed: the public hears of it only when the skill was public
    // before or after (as "public" / "restricted", never which of internal or private); readers with
    // a token hear of it when they could read it before or can now (lib/changes).
    await recordChange(tx, {
      kind: "visibility",
      skillId: skill.id,
      slug: skill.slug,
      data: { visibility: visibility === "public" ? "public" : "restricted" },
      publicAtEvent: from === "public" || visibility === "public",
      before: { visibility: dbVisibility(from) },
    });
    return { slug: skill.slug, visibility, changed: true };
  });
}
