// The local publisher a mirrored skill belongs to: `<mirror>--<owner>`, created on first use. Nobody
// signs in as it (its handle is not one a person can have); the mirror acts as it, as a system actor.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";

export type MirrorPublisher = { actor: Actor; banned: boolean };

export async function ensureMirrorPublisher(input: { handle: string; displayName: string; mirror: string }): Promise<MirrorPublisher> {
  const select = { id: true, handle: true, bannedAt: true } as const;
  const create = { handle: input.handle, displayName: input.displayName.slice(0, 100), bio: `Mirrored from ${input.mirror}.` };
  const user = await db.user
    .upsert({ where: { handle: input.handle }, create, update: {}, select })
    // Two syncs creating the same publisher at once: the loser reads the winner's row.
    .catch(() => db.user.findUniqueOrThrow({ where: { handle: input.handle }, select }));
  return {
    banned: user.bannedAt !== null,
    actor: { userId: user.id, handle: user.handle, role: "USER", scopes: ["read", "publish"], via: "system" },
  };
}

/** The same publisher when the mirror hides or unhides its skill (lib/moderation needs a moderator). */
export function asMirrorModerator(actor: Actor): Actor {
  return { ...actor, role: "MODERATOR" };
}
