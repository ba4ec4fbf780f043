// What the upstream decided, applied here through the same functions a moderator and a publisher
// use (hideSkill/unhideSkill, withdrawVersion/restoreVersion), acting as the mirror's publisher. The
// mirror only undoes its own decisions: a skill a local moderator hid stays hidden, whatever the
// upstream does, and a version the mirror did not withdraw is never restored by it.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { hideSkill, unhideSkill } from "@/lib/moderation";
import { restoreVersion, withdrawVersion } from "@/lib/publish";
import { asMirrorModerator } from "./mirror-publisher";
import type { SyncContext } from "./sync-context";

/** Only the counts and the progress log of a sync are touched here. */
type Progress = Pick<SyncContext, "stats" | "log">;

/** A concurrent sync (or moderator) already made the change. */
async function ignoringInvalidState(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === "INVALID_STATE") return false;
    throw error;
  }
}

export async function hideMirroredSkill(ctx: Progress, input: { skillId: string; reason: string; upstreamState: string }): Promise<void> {
  const skill = await db.skill.findUnique({
    where: { id: input.skillId },
    select: { slug: true, ownerId: true, moderation: true, owner: { select: { handle: true } } },
  });
  await db.mirroredSkill.update({ where: { skillId: input.skillId }, data: { upstreamState: input.upstreamState, lastCheckedAt: new Date() } });
  if (!skill || skill.moderation !== "ACTIVE") return;
  const actor: Actor = { userId: skill.ownerId, handle: skill.owner.handle, role: "MODERATOR", scopes: [], via: "system" };
  if (await ignoringInvalidState(() => hideSkill({ actor, slug: skill.slug, reason: input.reason }))) {
    ctx.stats.skillsHidden++;
    ctx.log(`hid ${skill.slug}: ${input.reason}`);
  }
}

/** Back upstream: unhide, when the current hide is the mirror's own. */
export async function unhideMirroredSkill(ctx: Progress, input: { skillId: string; actor: Actor }): Promise<void> {
  const skill = await db.skill.findUnique({ where: { id: input.skillId }, select: { slug: true, moderation: true, moderatedById: true } });
  if (!skill || skill.moderation !== "HIDDEN" || skill.moderatedById !== input.actor.userId) return;
  if (await ignoringInvalidState(() => unhideSkill({ actor: asMirrorModerator(input.actor), slug: skill.slug, reason: "Available upstream again." }))) {
    ctx.stats.skillsUnhidden++;
    ctx.log(`unhid ${skill.slug}`);
  }
}

/** The mark goes first: a crash between the two leaves a version the next sync withdraws again. */
export async function withdrawMirroredVersion(
  ctx: Progress,
  input: { actor: Actor; slug: string; version: string; mirroredVersionId: string; reason: string },
): Promise<void> {
  await db.mirroredVersion.update({ where: { id: input.mirroredVersionId }, data: { withdrawnByMirror: true } });
  if (await ignoringInvalidState(() => withdrawVersion({ actor: input.actor, slug: input.slug, version: input.version, reason: input.reason }))) {
    ctx.stats.versionsWithdrawn++;
    ctx.log(`withdrew ${input.slug}@${input.version}: ${input.reason}`);
  }
}

export async function restoreMirroredVersion(ctx: Progress, input: { actor: Actor; slug: string; version: string; mirroredVersionId: string }): Promise<void> {
  if (await ignoringInvalidState(() => restoreVersion({ actor: input.actor, slug: input.slug, version: input.version }))) {
    ctx.stats.versionsRestored++;
    ctx.log(`restored ${input.slug}@${input.version}`);
  }
  await db.mirroredVersion.update({ where: { id: input.mirroredVersionId }, data: { withdrawnByMirror: false } });
}
