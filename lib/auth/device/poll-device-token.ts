// Step 3: the CLI polls with its device code. Answers follow RFC 8628 §3.5, which the clawhub CLI
// implements: authorization_pending, slow_down (with a longer interval), expired_token,
// access_denied, and once approved a token (exactly once).
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { createApiToken } from "../create-api-token";
import { hashToken } from "../hash-token";
import { parseStoredScopes, type Scope } from "../scopes";
import { DEFAULT_DEVICE_LABEL, SLOW_DOWN_STEP_SECONDS } from "./device-settings";

export type DevicePollResult =
  | { status: "approved"; token: string; scopes: Scope[] }
  | { status: "authorization_pending" }
  | { status: "slow_down"; interval: number }
  | { status: "expired_token" }
  | { status: "access_denied" }
  | { status: "invalid_grant" };

// Network jitter: a poll that arrives a little early is not a client ignoring the interval.
const EARLY_POLL_TOLERANCE_MS = 1_000;

export async function pollDeviceToken(input: { deviceCode: string; now?: Date }): Promise<DevicePollResult> {
  const now = input.now ?? new Date();
  const row = await db.deviceCode.findUnique({ where: { deviceCodeHash: hashToken(input.deviceCode) } });
  if (!row || row.status === "CONSUMED") return { status: "invalid_grant" };
  if (row.expiresAt <= now) return { status: "expired_token" };
  if (row.lastPolledAt && now.getTime() - row.lastPolledAt.getTime() < row.intervalSec * 1000 - EARLY_POLL_TOLERANCE_MS) {
    const interval = row.intervalSec + SLOW_DOWN_STEP_SECONDS;
    await db.deviceCode.update({ where: { id: row.id }, data: { intervalSec: interval, lastPolledAt: now } });
    return { status: "slow_down", interval };
  }
  await db.deviceCode.update({ where: { id: row.id }, data: { lastPolledAt: now } });
  if (row.status === "PENDING") return { status: "authorization_pending" };
  if (row.status === "DENIED") return { status: "access_denied" };
  const userId = row.userId;
  if (!userId) return { status: "invalid_grant" };

  const scopes = parseStoredScopes(row.scopes);
  try {
    return await issueToken({ id: row.id, userId, label: row.clientLabel ?? DEFAULT_DEVICE_LABEL, scopes });
  } catch (error) {
    // Another token was being created for the account at this moment: the approval stands, the
    // next poll gets the token.
    if (isAppError(error) && error.code === "RATE_LIMITED") return { status: "authorization_pending" };
    // The approver filled their token allowance between approving and this poll: no token.
    if (!isAppError(error) || error.code !== "TOKEN_LIMIT_REACHED") throw error;
    await db.deviceCode.updateMany({ where: { id: row.id, status: "APPROVED" }, data: { status: "DENIED" } });
    return { status: "access_denied" };
  }
}

function issueToken(row: { id: string; userId: string; label: string; scopes: Scope[] }): Promise<DevicePollResult> {
  const { userId, scopes } = row;
  return db.$transaction(async (tx) => {
    // Only one poll may turn an approval into a token, even when two arrive together.
    const { count } = await tx.deviceCode.updateMany({ where: { id: row.id, status: "APPROVED" }, data: { status: "CONSUMED" } });
    if (count !== 1) return { status: "invalid_grant" } as const;
    const created = await createApiToken({ userId, label: row.label, scopes, kind: "CLI", tx });
    await tx.deviceCode.update({ where: { id: row.id }, data: { tokenId: created.id } });
    return { status: "approved", token: created.token, scopes } as const;
  });
}
