// Ends one browser session (sign-out). Unknown secrets are ignored: signing out twice is fine.
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";

export async function deleteSession(input: { sessionToken: string }): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken: hashToken(input.sessionToken) } });
}

/** Ends every session of a user (ban, "sign out everywhere"). */
export async function deleteUserSessions(input: { userId: string }): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId: input.userId } });
  return count;
}
