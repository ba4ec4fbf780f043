// "Sync now" on the admin page: the sync runs in the background of the server process (it may take
// minutes); the page shows its progress through the mirror's status. Refused while one runs.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertMirrorAdmin } from "./assert-mirror-admin";
import { syncMirror } from "./sync-mirror";

export async function startMirrorSync(input: { actor: Actor; name: string }): Promise<{ name: string }> {
  assertMirrorAdmin(input.actor);
  const row = await db.mirrorUpstream.findUnique({ where: { name: input.name }, select: { name: true, leaseUntil: true } });
  if (!row) throw new AppError("MIRROR_NOT_FOUND", `No mirror named '${input.name}'.`, { details: { name: input.name } });
  if (row.leaseUntil && row.leaseUntil > new Date())
    throw new AppError("MIRROR_BUSY", `A sync of '${row.name}' is already running.`, { details: { name: row.name } });
  void syncMirror(row.name, { actor: input.actor }).catch((error: unknown) => console.error(`[mirror] sync of ${row.name} failed:`, error));
  return { name: row.name };
}
