// A user's API tokens for the settings page: never the hash, never revoked ones, and
// trusted-publishing tokens only while they are alive (they expire after 15 minutes).
import { db } from "@/lib/db";
import { parseStoredScopes } from "../scopes";

export async function listApiTokens(input: { userId: string; now?: Date }) {
  const now = input.now ?? new Date();
  const rows = await db.apiToken.findMany({
    where: { userId: input.userId, revokedAt: null, OR: [{ kind: { not: "OIDC" } }, { expiresAt: { gt: now } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, label: true, prefix: true, kind: true, scopes: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    take: 200,
  });
  return rows.map((row) => ({ ...row, scopes: parseStoredScopes(row.scopes), expired: row.expiresAt !== null && row.expiresAt <= now }));
}
