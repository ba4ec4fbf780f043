// Starts a database session for a user and returns the secret the cookie carries.
// Only sha256(secret) is stored, like API tokens: a database leak does not hand out sessions.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { hashToken } from "../hash-token";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** `tx`: inside the caller's transaction (a sign-in link is used and its session started together). */
export async function createSession(input: {
  userId: string;
  sessionToken?: string;
  expires?: Date;
  now?: Date;
  tx?: Tx;
}): Promise<{ sessionToken: string; expires: Date }> {
  const sessionToken = input.sessionToken ?? newSessionToken();
  const expires = input.expires ?? new Date((input.now ?? new Date()).getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await (input.tx ?? db).session.create({ data: { userId: input.userId, sessionToken: hashToken(sessionToken), expires } });
  return { sessionToken, expires };
}
