// What the setup page shows for a code, without using it: usable, unknown (or used, or replaced),
// or moot because an administrator already exists.
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";
import { setupCodeSchema } from "./setup-code-schema";

export type SetupCodeState = "usable" | "invalid" | "admin-exists";

export async function inspectSetupCode(input: { code: unknown }): Promise<SetupCodeState> {
  if (await db.user.count({ where: { role: "ADMIN" } })) return "admin-exists";
  const parsed = setupCodeSchema.safeParse(input.code);
  if (!parsed.success) return "invalid";
  const row = await db.setupCode.findUnique({ where: { codeHash: hashToken(parsed.data) }, select: { usedAt: true } });
  return row && !row.usedAt ? "usable" : "invalid";
}
