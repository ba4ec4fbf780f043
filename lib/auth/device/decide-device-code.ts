// Step 2: the signed-in person approves (or denies) the CLI login shown on /cli/device. Approving
// is a confirmation that names what is granted: `confirmScopes` must list exactly the scopes the
// login asked for (the page's confirmation checkbox carries them), so a link that lands someone on
// the page cannot get an approval from one unconsidered click. The token itself is created when
// the CLI next polls, so it is never shown in the browser.
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "../actor";
import { MAX_LIVE_TOKENS_PER_USER } from "../create-api-token";
import { findDeviceCode } from "./find-device-code";

function sameScopes(confirmed: string | undefined, asked: readonly string[]): boolean {
  const words = (confirmed ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .sort();
  const expected = [...asked].sort();
  return words.length === expected.length && words.every((word, index) => word === expected[index]);
}

export async function decideDeviceCode(input: {
  actor: Actor;
  userCode: string;
  approve: boolean;
  confirmScopes?: string;
  now?: Date;
  ip?: string;
}): Promise<{ status: "APPROVED" | "DENIED" }> {
  if (input.actor.via !== "session") throw new AppError("FORBIDDEN", "Approve CLI logins while signed in to the website.");
  const code = await findDeviceCode({ userCode: input.userCode, now: input.now });
  if (input.approve && !sameScopes(input.confirmScopes, code.scopes)) {
    throw new AppError("DEVICE_CONFIRMATION_REQUIRED", `Confirm that you started this login and want to grant it: ${code.scopes.join(", ")}.`, {
      details: { scopes: code.scopes },
    });
  }
  if (input.approve) {
    // Said here, where the person can act on it, rather than as a failed poll in the terminal.
    const live = await db.apiToken.count({
      where: { userId: input.actor.userId, kind: { in: ["PERSONAL", "CLI"] }, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    });
    if (live >= MAX_LIVE_TOKENS_PER_USER)
      throw new AppError("TOKEN_LIMIT_REACHED", "You have the most API tokens an account may hold; revoke some under Settings → API tokens first.", {
        details: { live, max: MAX_LIVE_TOKENS_PER_USER },
      });
  }
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
      data: { userCode: code.userCode, label: code.clientLabel, requestIp: code.requestIp, requestCountry: code.requestCountry, scopes: code.scopes },
      ip: input.ip ?? null,
    });
    return { status };
  });
}
