// For pages behind sign-in: the signed-in user, or a redirect to /signin that comes back here.
import { redirect } from "next/navigation";
import type { Actor } from "../actor";
import { getCurrentActor } from "./current-actor";

export async function requireActor(returnTo: string): Promise<Actor> {
  const actor = await getCurrentActor();
  if (!actor) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return actor;
}
