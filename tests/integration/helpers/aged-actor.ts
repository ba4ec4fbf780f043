// An actor whose account was created some days ago: reports and stars weigh by account age
// (lib/moderation/account-standing.ts), so tests say how old each account is.
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { ESTABLISHED_ACCOUNT_DAYS } from "@/lib/moderation/account-standing";
import { createActor } from "./create-actor";

const DAY = 86_400_000;

/** Default: old enough to be established (weight 2 in reports). */
export async function agedActor(days = ESTABLISHED_ACCOUNT_DAYS + 10, input: Parameters<typeof createActor>[0] = {}): Promise<Actor> {
  const actor = await createActor(input);
  await db.user.update({ where: { id: actor.userId }, data: { createdAt: new Date(Date.now() - days * DAY) } });
  return actor;
}
