// A session secret as an Actor: the one place that decides what a signed-in browser may do.
import type { Actor } from "../actor";
import { sessionScopes } from "../scopes";
import { findSession } from "./find-session";

export async function sessionActor(input: { sessionToken: string; now?: Date }): Promise<Actor | null> {
  const session = await findSession(input);
  if (!session) return null;
  return { userId: session.user.id, handle: session.user.handle, role: session.user.role, scopes: sessionScopes(session.user.role), via: "session" };
}
