// A person creates an API token for themselves. A token can never hold more than its creator:
// requested scopes must be covered by the caller's own scopes and role (moderate for moderators
// and admins, admin for admins: scopes.ts grantableScopes).
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "../actor";
import { assertAccountAction } from "@/lib/publish/can-manage-skill";
import { createApiToken } from "../create-api-token";
import { grantableScopes, hasScope } from "../scopes";
import { createTokenInputSchema, type CreateTokenInput } from "../schemas/create-token-input";

export async function createPersonalToken(input: { actor: Actor; token: CreateTokenInput; now?: Date; ip?: string }) {
  const { actor } = input;
  assertAccountAction(actor, "create tokens");
  const request = createTokenInputSchema.parse(input.token);
  const grantable = grantableScopes(actor.role);
  const refused = request.scopes.filter((scope) => !hasScope(actor.scopes, scope) || !grantable.includes(scope));
  if (refused.length) throw new AppError("TOKEN_SCOPE_NOT_ALLOWED", `You cannot grant: ${refused.join(", ")}.`, { details: { scopes: refused } });
  const now = input.now ?? new Date();
  const expiresAt = request.expiresInDays === null ? null : new Date(now.getTime() + request.expiresInDays * 86_400_000);
  return db.$transaction(async (tx) => {
    const created = await createApiToken({ userId: actor.userId, label: request.label, scopes: request.scopes, expiresAt, tx });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "token.create",
      targetType: "token",
      targetId: created.id,
      data: { label: request.label, scopes: request.scopes, expiresAt: expiresAt?.toISOString() ?? null },
      ip: input.ip ?? null,
    });
    return { ...created, label: request.label, scopes: request.scopes };
  });
}
