// Called by `npm start`: while the instance has no administrator, a fresh one-time setup code
// (printed as a link) replaces any unused one. Once an admin exists there is nothing to create.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";

export async function createSetupCode(): Promise<{ code: string } | { adminExists: true }> {
  const code = randomBytes(32).toString("base64url");
  return db.$transaction(async (tx) => {
    if (await tx.user.count({ where: { role: "ADMIN" } })) return { adminExists: true } as const;
    await tx.setupCode.deleteMany({ where: { usedAt: null } });
    await tx.setupCode.create({ data: { codeHash: hashToken(code) } });
    return { code };
  });
}
