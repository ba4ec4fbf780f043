// The signed-in browser user as an Actor, or null. The HTTP wrapper calls this with the request;
// pages and server actions go through lib/auth/next/current-actor.ts, which reads the same cookie
// with the same parser (readSessionToken).
import type { Actor } from "./actor";
import { readSessionToken } from "./sessions/session-cookie";
import { sessionActor } from "./sessions/session-actor";

export async function getSessionActor(request: Request): Promise<Actor | null> {
  const sessionToken = readSessionToken(request.headers.get("cookie"));
  return sessionToken ? sessionActor({ sessionToken }) : null;
}
