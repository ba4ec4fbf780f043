// The signed-in browser user as an Actor, or null. The HTTP wrapper calls this with the request;
// pages and server actions go through lib/auth/next/current-actor.ts, which reads the same cookie.
import type { Actor } from "./actor";
import { readCookie, sessionCookieName } from "./sessions/session-cookie";
import { sessionActor } from "./sessions/session-actor";

export async function getSessionActor(request: Request): Promise<Actor | null> {
  const sessionToken = readCookie(request.headers.get("cookie"), sessionCookieName());
  return sessionToken ? sessionActor({ sessionToken }) : null;
}
