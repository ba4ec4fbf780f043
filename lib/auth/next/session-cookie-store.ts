// Writes and clears the session cookie from server actions (development sign-in, sign-out).
import { cookies } from "next/headers";
import { deleteSession } from "../sessions/delete-session";
import { sessionCookieName, sessionCookieOptions } from "../sessions/session-cookie";

export async function setSessionCookie(sessionToken: string, expires: Date): Promise<void> {
  (await cookies()).set(sessionCookieName(), sessionToken, sessionCookieOptions(expires));
}

/** Deletes the session row as well as the cookie: a copied cookie is dead after sign-out. */
export async function endCurrentSession(): Promise<void> {
  const store = await cookies();
  const sessionToken = store.get(sessionCookieName())?.value;
  if (sessionToken) await deleteSession({ sessionToken });
  // Expire it with the same attributes it was set with: browsers ignore a __Secure- cookie without Secure.
  store.set(sessionCookieName(), "", { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
}
