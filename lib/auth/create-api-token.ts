// Creates an API token for a user. The plain token is returned exactly once; only its hash is kept.
import { db, type TokenKind } from "@/lib/db";
import { generateToken, hashToken, visiblePrefix } from "./hash-token";
import type { Scope } from "./scopes";

export type CreateApiTokenInput = {
  userId: string;
  label: string;
  scopes: readonly Scope[];
  kind?: TokenKind;
  expiresAt?: Date | null;
  limitedToSkillId?: string;
};

export async function createApiToken(input: CreateApiTokenInput): Promise<{ id: string; token: string; prefix: string }> {
  const token = generateToken();
  const row = await db.apiToken.create({
    data: {
      userId: input.userId,
      label: input.label,
      scopes: [...new Set(input.scopes)],
      kind: input.kind ?? "PERSONAL",
      expiresAt: input.expiresAt ?? null,
      skillId: input.limitedToSkillId ?? null,
      tokenHash: hashToken(token),
      prefix: visiblePrefix(token),
    },
    select: { id: true, prefix: true },
  });
  return { id: row.id, token, prefix: row.prefix };
}
