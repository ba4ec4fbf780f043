// An organisation by handle ("acme" or "@acme"), or ORG_NOT_FOUND. Orgs are public publishers: their
// existence is no secret (their profile page says as much).
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function findOrg(client: Db | Tx, handle: string): Promise<{ id: string; handle: string; displayName: string | null; bio: string | null }> {
  const org = await client.user.findFirst({
    where: { handle: handle.trim().replace(/^@+/, "").toLowerCase(), kind: "ORG" },
    select: { id: true, handle: true, displayName: true, bio: true },
  });
  if (!org) throw new AppError("ORG_NOT_FOUND", `No organisation '${handle}'.`, { details: { handle } });
  return org;
}
