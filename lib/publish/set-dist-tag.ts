// Point a dist-tag (beta, next, stable, …) at an installable version. `latest` is refused:
// it always follows the highest installable release (refreshSkillState).
import { seesVersion, standingOf, versionNotFound, versionState, versionViewer } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit, recordChange } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { checkTagName } from "./apply-dist-tags";
import { lockManagedSkill } from "./lock-managed-skill";
import { lockVersion } from "./lock-version";

export async function setDistTag(input: { actor: Actor; slug: string; tag: string; version: string; ip?: string }) {
  const tag = input.tag.trim().toLowerCase();
  if (tag === "latest") throw new AppError("TAG_INVALID", "'latest' is computed from the versions and cannot be set by hand.", { details: { tag } });
  checkTagName(tag);
  return db.$transaction(async (tx) => {
    const skill = await lockManagedSkill(tx, { actor: input.actor, slug: input.slug, right: "publish" });
    const version = await lockVersion(tx, { skillId: skill.id, slug: skill.slug, version: input.version });
    // A version held for the org's review is, to a publisher member who neither reviews nor published it, a number never used.
    if (version.orgReview !== null && !seesVersion(versionViewer(await standingOf(tx, input.actor, skill.ownerId), skill), version))
      throw versionNotFound(skill.slug, version.version);
    if (versionState(version) !== "active") {
      throw new AppError("TAG_INVALID", `${skill.slug}@${version.version} is not installable (withdrawn, blocked or malicious); a tag cannot point at it.`, {
        details: { tag, version: version.version },
      });
    }
    const previous = await tx.distTag.findUnique({ where: { skillId_tag: { skillId: skill.id, tag } }, select: { version: { select: { version: true } } } });
    await tx.distTag.upsert({
      where: { skillId_tag: { skillId: skill.id, tag } },
      create: { skillId: skill.id, tag, versionId: version.id },
      update: { versionId: version.id },
    });
    const data = { slug: skill.slug, tag, version: version.version, previous: previous?.version.version ?? null };
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "tag.set",
      targetType: "skill",
      targetId: skill.id,
      skillId: skill.id,
      ip: input.ip ?? null,
      data,
    });
    await recordChange(tx, { kind: "tag", skillId: skill.id, slug: skill.slug, version: version.version, data: { tag, previous: data.previous } });
    return { slug: skill.slug, tag, version: version.version, previous: data.previous };
  });
}
