// The signed-in user for pages and server actions (no Request object there): reads the session
// cookie through next/headers and resolves it like the API wrapper does.
import { cookies } from "next/headers";
import type { Actor } from "../actor";
import { sessionActor } from "../sessions/session-actor";
import { sessionCookieName } from "../sessions/session-cookie";

export async function getCurrentActor(): Promise<Actor | null> {
  const sessionToken = (await cookies()).get(sessionCookieName())?.value;
  return sessionToken ? sessionActor({ sessionToken }) : null;
}
