// Step 2: the signed-in person approves (or denies) the CLI login shown on /cli/device.
// The token itself is created when the CLI next polls, so it is never shown in the browser.
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "../actor";
import { findDeviceCode } from "./find-device-code";

export async function decideDeviceCode(input: { actor: Actor; userCode: string; approve: boolean; now?: Date; ip?: string }): Promise<{ status: "APPROVED" | "DENIED" }> {
  if (input.actor.via !== "session") throw new AppError("FORBIDDEN", "Approve CLI logins while signed in to the website.");
  const code = await findDeviceCode({ userCode: input.userCode, now: input.now });
  const status = input.approve ? "APPROVED" : "DENIED";
  return db.$transaction(async (tx) => {
    // Conditional on PENDING: two tabs deciding at once cannot both win.
    const { count } = await tx.deviceCode.updateMany({ where: { id: code.id, status: "PENDING" }, data: { status, userId: input.actor.userId } });
    if (count !== 1) throw new AppError("DEVICE_CODE_USED", "That code was already used.");
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: input.approve ? "device.approve" : "device.deny",
      targetType: "user",
      targetId: input.actor.userId,
      data: { userCode: code.userCode, label: code.clientLabel },
      ip: input.ip ?? null,
    });
    return { status };
  });
}
