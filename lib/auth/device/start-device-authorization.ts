// Step 1 of `clawhub login`: the CLI gets a secret device code to poll with and a short user
// code for the person to confirm on /cli/device while signed in. Where the request came from (its
// address, country, user agent) is kept for that page: it is the one thing a phisher who starts a
// login and sends someone the link cannot choose.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";
import { DEFAULT_DEVICE_LABEL, DEVICE_CODE_TTL_SECONDS, DEVICE_POLL_INTERVAL_SECONDS, scopesFromRequest } from "./device-settings";
import { cleanDeclaredText, type DeviceOrigin } from "./device-origin";
import { generateUserCode } from "./user-code";

export type DeviceAuthorization = { deviceCode: string; userCode: string; expiresIn: number; interval: number; expiresAt: Date };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

export async function startDeviceAuthorization(input: { label?: string; scope?: string; origin?: DeviceOrigin; now?: Date }): Promise<DeviceAuthorization> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + DEVICE_CODE_TTL_SECONDS * 1000);
  const label = cleanDeclaredText(input.label, 64) ?? DEFAULT_DEVICE_LABEL;
  // Old codes are useless after 15 minutes; keep a day for support questions, then drop them.
  await db.deviceCode.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  for (let attempt = 0; ; attempt++) {
    const deviceCode = randomBytes(32).toString("base64url");
    const userCode = generateUserCode();
    try {
      await db.deviceCode.create({
        data: {
          deviceCodeHash: hashToken(deviceCode),
          userCode,
          clientLabel: label,
          scopes: scopesFromRequest(input.scope),
          requestIp: input.origin?.ip ?? null,
          requestCountry: input.origin?.country ?? null,
          requestAgent: input.origin?.agent ?? null,
          createdAt: now,
          intervalSec: DEVICE_POLL_INTERVAL_SECONDS,
          expiresAt,
        },
      });
      return { deviceCode, userCode, expiresIn: DEVICE_CODE_TTL_SECONDS, interval: DEVICE_POLL_INTERVAL_SECONDS, expiresAt };
    } catch (error) {
      // A user-code collision among live codes is rare; draw again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
