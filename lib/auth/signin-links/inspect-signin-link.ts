// What the sign-in link page shows for a code, without using it: whom it signs in as, or why it
// cannot. Only someone holding the code learns anything; a wrong code is just "invalid".
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";
import { signInLinkCodeSchema } from "./signin-link-code";

export type SignInLinkState = { state: "usable"; handle: string } | { state: "invalid" | "used" | "expired" | "banned" };

export async function inspectSignInLink(input: { code: unknown; now?: Date }): Promise<SignInLinkState> {
  const parsed = signInLinkCodeSchema.safeParse(input.code);
  if (!parsed.success) return { state: "invalid" };
  const row = await db.signInLink.findUnique({
    where: { codeHash: hashToken(parsed.data) },
    select: { usedAt: true, expiresAt: true, user: { select: { handle: true, bannedAt: true } } },
  });
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "used" };
  if (row.expiresAt <= (input.now ?? new Date())) return { state: "expired" };
  if (row.user.bannedAt) return { state: "banned" };
  return { state: "usable", handle: row.user.handle };
}
