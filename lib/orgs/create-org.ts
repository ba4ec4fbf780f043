// A new organisation: a publisher handle like a user's (/@acme, skills acme/<slug>) that never signs
// in, with its first owner. The admin CLI creates any; a signed-in person creates one they own.
import { publisherRoleSchema } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { handleSchema } from "@/lib/auth/schemas/handle";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isReservedSlug } from "@/lib/ids";
import { normalizeDisplayName } from "@/lib/publish/normalize-display-name";
import { findAccount } from "./find-account";

export async function createOrg(input: {
  handle: string;
  ownerHandle: string;
  displayName?: string;
  actor: Actor | null;
  ip?: string;
}): Promise<{ id: string; handle: string; owner: string }> {
  const parsed = handleSchema.safeParse(input.handle.replace(/^@+/, ""));
  if (!parsed.success)
    throw new AppError("VALIDATION_FAILED", parsed.error.issues[0]!.message, { details: [{ path: "handle", message: parsed.error.issues[0]!.message }] });
  const handle = parsed.data;
  if (isReservedSlug(handle) && input.actor?.role !== "ADMIN" && input.actor !== null)
    throw new AppError("SLUG_RESERVED", `'${handle}' is reserved.`, { details: { handle } });
  return db.$transaction(async (tx) => {
    const owner = await findAccount(tx, input.ownerHandle);
    // Someone creating an org from the site makes themselves its owner, nobody else.
    if (input.actor && input.actor.role !== "ADMIN" && owner.id !== input.actor.userId)
      throw new AppError("FORBIDDEN", "You can only create an organisation you own.");
    if (await tx.user.findUnique({ where: { handle }, select: { id: true } }))
      throw new AppError("CONFLICT", `The handle '${handle}' is taken.`, { details: { handle } });
    const org = await tx.user.create({
      data: { handle, kind: "ORG", displayName: normalizeDisplayName(input.displayName) ?? handle },
      select: { id: true, handle: true },
    });
    await tx.membership.create({ data: { orgId: org.id, userId: owner.id, role: publisherRoleSchema.enum.owner } });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: "org.create",
      targetType: "org",
      targetId: org.id,
      ip: input.ip ?? null,
      data: { org: handle, owner: owner.handle },
    });
    return { id: org.id, handle: org.handle, owner: owner.handle };
  });
}
