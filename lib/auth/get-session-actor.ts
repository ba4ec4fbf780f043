// The signed-in browser user as an Actor, or null. The HTTP wrapper and server actions call
// only this; Auth.js sessions are resolved here (wired up with the accounts work).
import type { Actor } from "./actor";

export async function getSessionActor(_request: Request): Promise<Actor | null> {
  return null;
}
