// A person's account by handle (never an org: orgs are not members of orgs).
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function findAccount(tx: Tx, handle: string): Promise<{ id: string; handle: string }> {
  const user = await tx.user.findUnique({ where: { handle: handle.trim().replace(/^@+/, "").toLowerCase() }, select: { id: true, handle: true, kind: true } });
  if (!user || user.kind !== "USER") throw new AppError("USER_NOT_FOUND", `No account '${handle}'.`, { details: { handle } });
  return { id: user.id, handle: user.handle };
}
