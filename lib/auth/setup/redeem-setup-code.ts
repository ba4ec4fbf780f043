// Completing the setup link: the signed-in account becomes the first administrator. One
// transaction marks the code used only if it is still unused (so two people racing with the same
// link cannot both win) and only while no admin exists; success and refusals are both audited.
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { hashToken } from "../hash-token";
import { setupCodeSchema } from "./setup-code-schema";

export async function redeemSetupCode(input: { code: string; userId: string; ip?: string | null }): Promise<{ handle: string }> {
  const parsed = setupCodeSchema.safeParse(input.code);
  const refusal = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { handle: true, kind: true, bannedAt: true } });
    if (user.kind !== "USER" || user.bannedAt) return new AppError("FORBIDDEN", "This account cannot become an administrator.");
    if (await tx.user.count({ where: { role: "ADMIN" } }))
      return new AppError("SETUP_ADMIN_EXISTS", "This instance already has an administrator; ask them for the role.");
    const used = parsed.success
      ? await tx.setupCode.updateMany({ where: { codeHash: hashToken(parsed.data), usedAt: null }, data: { usedAt: new Date(), usedById: input.userId } })
      : { count: 0 };
    if (used.count !== 1)
      return new AppError(
        "SETUP_CODE_INVALID",
        "This setup link is not valid: it was used already, or replaced by a newer one (restart the site to print a new one).",
      );
    await tx.user.update({ where: { id: input.userId }, data: { role: "ADMIN" } });
    await recordAudit(tx, { actorId: input.userId, action: "setup.first-admin", targetType: "user", targetId: input.userId, ip: input.ip ?? null });
    console.log(`[setup] @${user.handle} completed the setup link and is now the first administrator`);
    return { handle: user.handle };
  });
  if (refusal instanceof AppError) {
    await db.$transaction((tx) =>
      recordAudit(tx, {
        actorId: input.userId,
        action: "setup.refused",
        targetType: "user",
        targetId: input.userId,
        reason: refusal.code,
        ip: input.ip ?? null,
      }),
    );
    console.warn(`[setup] setup link refused for user ${input.userId}: ${refusal.code}`);
    throw refusal;
  }
  return refusal;
}
