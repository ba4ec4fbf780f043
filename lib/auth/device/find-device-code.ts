// The pending CLI login behind a user code, for the approval page: what it asks for, the label its
// requester chose (self-declared), and where and when it was started. Throws when there is nothing to approve.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseStoredScopes } from "../scopes";
import { normalizeUserCode } from "./user-code";

export async function findDeviceCode(input: { userCode: string; now?: Date }) {
  const userCode = normalizeUserCode(input.userCode);
  if (!userCode) throw new AppError("DEVICE_CODE_NOT_FOUND", "That is not a CLI login code (8 letters, like BCDF-GHJK).");
  const row = await db.deviceCode.findUnique({
    where: { userCode },
    select: {
      id: true,
      userCode: true,
      status: true,
      clientLabel: true,
      scopes: true,
      requestIp: true,
      requestCountry: true,
      requestAgent: true,
      createdAt: true,
      expiresAt: true,
    },
  });
  if (!row) throw new AppError("DEVICE_CODE_NOT_FOUND", "No CLI login is waiting for that code.");
  if (row.expiresAt <= (input.now ?? new Date())) throw new AppError("DEVICE_CODE_EXPIRED", "That code has expired; run `clawhub login` again.");
  if (row.status !== "PENDING") throw new AppError("DEVICE_CODE_USED", "That code was already used.");
  return { ...row, scopes: parseStoredScopes(row.scopes) };
}
