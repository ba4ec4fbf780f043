// Turns a bearer token into an Actor, or throws UNAUTHENTICATED / TOKEN_INVALID / ACCOUNT_BANNED.
// The Actor's role is what the token's scopes vouch for (scopes.ts tokenRole), so every staff check
// downstream (isModerator, isAdmin, can-manage) sees a plain user behind a token without a staff scope.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { Actor } from "./actor";
import { hashToken, TOKEN_PREFIX } from "./hash-token";
import { provenanceSchema } from "./provenance";
import { effectiveTokenScopes, tokenRole } from "./scopes";

// last-used is informational; writing it on every request would make each read a write.
const LAST_USED_RESOLUTION_MS = 60_000;

export async function verifyApiToken(token: string, now = new Date()): Promise<Actor> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) {
    throw new AppError("UNAUTHENTICATED", "That is not a Skillvault API token.");
  }
  // Lookup by sha256 through a unique index: timing depends on the hash, not on how much of the secret matched.
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, handle: true, role: true, bannedAt: true } } },
  });
  if (!row) throw new AppError("UNAUTHENTICATED", "Unknown API token.");
  if (row.revokedAt) throw new AppError("TOKEN_INVALID", "This API token was revoked.");
  if (row.expiresAt && row.expiresAt <= now) throw new AppError("TOKEN_INVALID", "This API token has expired.");
  if (row.user.bannedAt) throw new AppError("ACCOUNT_BANNED", "This account is banned.");
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  const provenance = row.kind === "OIDC" ? provenanceSchema.safeParse(row.provenance) : null;
  const scopes = effectiveTokenScopes(row.user.role, row.scopes);
  return {
    userId: row.user.id,
    handle: row.user.handle,
    role: tokenRole(row.user.role, scopes),
    scopes,
    via: "token",
    tokenId: row.id,
    ...(row.skillId ? { limitedToSkillId: row.skillId } : {}),
    ...(provenance?.success ? { provenance: provenance.data } : {}),
  };
}
