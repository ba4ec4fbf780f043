// canSee for a loaded skill row and a viewer: the sight, or the error that answers the request.
// `asked` is what the caller named (a slug or a name): a refusal repeats it, never the real slug.
import type { Actor } from "@/lib/auth/actor";
import { db, type Db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canSee, isRefusal, type Sight, type SkillState } from "./can-see";
import { standingOf } from "./standing";

/**
 * The one answer for a skill that is not there for the caller (never used, or outside its
 * audience): every route that names a skill must answer exactly this, details included, or the
 * difference tells an outsider which names exist.
 */
export function skillNotFound(asked: string): AppError {
  return new AppError("SKILL_NOT_FOUND", `No skill '${asked}'.`, { details: { slug: asked } });
}

export async function seeSkill(input: { viewer: Actor | null; skill: SkillState & { slug: string }; asked?: string; client?: Db | Tx }): Promise<Sight> {
  const { skill } = input;
  const answer = canSee(await standingOf(input.client ?? db, input.viewer, skill.ownerId), skill);
  if (!isRefusal(answer)) return answer;
  if (answer.code === "SKILL_GONE") {
    throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted.`, { details: { slug: skill.slug, deletedAt: skill.deletedAt?.toISOString() ?? null } });
  }
  const asked = input.asked ?? skill.slug;
  throw skillNotFound(asked);
}
