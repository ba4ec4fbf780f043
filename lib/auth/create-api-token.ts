// Creates an API token for a user. The plain token is returned exactly once; only its hash is kept.
import { db, type Prisma, type TokenKind, type Tx } from "@/lib/db";
import { generateToken, hashToken, visiblePrefix } from "./hash-token";
import type { Provenance } from "./provenance";
import type { Scope } from "./scopes";

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

export async function createApiToken(input: CreateApiTokenInput): Promise<{ id: string; token: string; prefix: string; expiresAt: Date | null }> {
  const token = generateToken();
  const row = await (input.tx ?? db).apiToken.create({
    data: {
      userId: input.userId,
      label: input.label,
      scopes: [...new Set(input.scopes)],
      kind: input.kind ?? "PERSONAL",
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
