// Creates an API token for a user. The plain token is returned exactly once; only its hash is kept.
// Long-lived tokens (settings, CLI logins) are capped per user: rate limits count per user, and a
// table of thousands of live tokens is only useful to someone hiding a leaked one among them.
import { db, type Prisma, type TokenKind, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { generateToken, hashToken, visiblePrefix } from "./hash-token";
import type { Provenance } from "./provenance";
import type { Scope } from "./scopes";

/** Live (neither revoked nor expired) personal and CLI tokens one user may hold. */
export const MAX_LIVE_TOKENS_PER_USER = 50;
const CAPPED_KINDS: TokenKind[] = ["PERSONAL", "CLI"];

export type CreateApiTokenInput = {
  userId: string;
  label: string;
  scopes: readonly Scope[];
  kind?: TokenKind;
  expiresAt?: Date | null;
  limitedToSkillId?: string;
  /** OIDC tokens: the workflow run that minted them. */
  provenance?: Provenance;
  /** Create inside the caller's transaction (device flow, trusted publishing). */
  tx?: Tx;
};

/** Throws TOKEN_LIMIT_REACHED when the user already holds the maximum of live long-lived tokens. */
export async function assertTokenCapacity(tx: Tx, userId: string, now = new Date()): Promise<void> {
  // One creation at a time per user, so a burst cannot overshoot the cap. A try-lock: waiting would
  // hold a pooled connection per queued request, and one account's burst would starve everyone.
  const [lock] = await tx.$queryRaw<Array<{ locked: boolean }>>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`token-create:${userId}`}, 0)) AS "locked"`;
  if (!lock?.locked) {
    throw new AppError("RATE_LIMITED", "Another token is being created for this account; try again in a moment.", {
      details: { retryAfterSeconds: 1 },
      headers: { "Retry-After": "1" },
    });
  }
  const live = await tx.apiToken.count({
    where: { userId, kind: { in: CAPPED_KINDS }, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
  });
  if (live >= MAX_LIVE_TOKENS_PER_USER) {
    throw new AppError("TOKEN_LIMIT_REACHED", `You already have ${live} live API tokens; revoke some under Settings → API tokens first.`, {
      details: { live, max: MAX_LIVE_TOKENS_PER_USER },
    });
  }
}

async function insertToken(tx: Tx, input: CreateApiTokenInput) {
  const kind = input.kind ?? "PERSONAL";
  if (CAPPED_KINDS.includes(kind)) await assertTokenCapacity(tx, input.userId);
  const token = generateToken();
  const row = await tx.apiToken.create({
    data: {
      userId: input.userId,
      label: input.label,
      scopes: [...new Set(input.scopes)],
      kind,
      expiresAt: input.expiresAt ?? null,
      skillId: input.limitedToSkillId ?? null,
      provenance: input.provenance ? (input.provenance as Prisma.InputJsonObject) : undefined,
      tokenHash: hashToken(token),
      prefix: visiblePrefix(token),
    },
    select: { id: true, prefix: true, expiresAt: true },
  });
  return { id: row.id, token, prefix: row.prefix, expiresAt: row.expiresAt };
}

export async function createApiToken(input: CreateApiTokenInput): Promise<{ id: string; token: string; prefix: string; expiresAt: Date | null }> {
  return input.tx ? insertToken(input.tx, input) : db.$transaction((tx) => insertToken(tx, input));
}
