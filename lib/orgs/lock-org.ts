// Finds an organisation by handle and locks its row until the transaction ends, so member changes
// to one org apply one at a time (two owners leaving at once cannot leave it without an owner).
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function lockOrg(tx: Tx, handle: string): Promise<{ id: string; handle: string }> {
  const rows = await tx.$queryRaw<Array<{ id: string; handle: string }>>`
    SELECT "id", "handle" FROM "User" WHERE "handle" = ${handle.trim().replace(/^@+/, "").toLowerCase()} AND "kind" = 'ORG' FOR UPDATE`;
  const org = rows[0];
  if (!org) throw new AppError("ORG_NOT_FOUND", `No organisation '${handle}'.`, { details: { handle } });
  return org;
}
