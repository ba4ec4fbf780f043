// Stop mirroring: the configuration goes, and every skill it brought is hidden here ("mirror
// removed"), not deleted: installs stop at once, the audit trail stays, and adding a mirror of the
// same name again brings them back on its first sync. Refused while a sync of it runs.
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertMirrorAdmin } from "./assert-mirror-admin";
import { hideMirroredSkill } from "./sync/mirror-visibility";
import { emptyStats } from "./sync/sync-context";
import { acquireSyncLease } from "./sync/sync-lease";
import { mirrorNameSchema } from "./mirror-names";

export const removedReason = (name: string) => `Mirror '${name}' removed.`;

export async function removeMirror(input: { actor: Actor | null; name: string; ip?: string }): Promise<{ name: string; hidden: number }> {
  assertMirrorAdmin(input.actor);
  const name = mirrorNameSchema.safeParse(input.name);
  if (!name.success) throw new AppError("MIRROR_NOT_FOUND", `No mirror named '${input.name}'.`, { details: { name: input.name } });
  const lease = await acquireSyncLease(name.data);
  const stats = emptyStats("full");
  try {
    const ctx = { stats, log: () => undefined };
    const hideHeld = async () => {
      const held = await db.mirroredSkill.findMany({ where: { upstreamName: name.data }, select: { skillId: true } });
      for (const skill of held) await hideMirroredSkill(ctx, { skillId: skill.skillId, reason: removedReason(name.data), upstreamState: "removed" });
    };
    await hideHeld();
    await db.$transaction(async (tx) => {
      await tx.mirrorUpstream.delete({ where: { name: name.data } });
      await recordAudit(tx, {
        actorId: input.actor?.userId ?? null,
        action: "mirror.remove",
        targetType: "mirror",
        targetId: name.data,
        ip: input.ip ?? null,
        data: { hidden: stats.skillsHidden },
      });
    });
    // Again, now that no pull-through can find the mirror: a pull-through running past the first
    // pass (it holds no lease) links its skill before it checks that the mirror is still there.
    await hideHeld();
  } finally {
    await lease.release().catch(() => undefined);
  }
  return { name: name.data, hidden: stats.skillsHidden };
}
