// Makes a published skill "popular" the way the look-alike guard counts it: old enough, and
// installed on several different days by established accounts (or starred by them). Rows are written
// directly: what is tested is how popularity is judged, not how installs are recorded.
import { db } from "@/lib/db";
import { MIN_PROTECTED_AGE_DAYS, POPULAR_INSTALL_DAYS, POPULAR_INSTALLS, POPULAR_STARS } from "@/lib/publish/popularity";
import { agedActor } from "./aged-actor";

const DAY = 86_400_000;

export async function ageSkill(skillId: string, days = MIN_PROTECTED_AGE_DAYS + 30): Promise<void> {
  await db.skill.update({ where: { id: skillId }, data: { createdAt: new Date(Date.now() - days * DAY) } });
}

/** An established account's user row (see aged-actor.ts). */
export async function agedUser(days?: number) {
  const actor = await agedActor(days);
  return { id: actor.userId, handle: actor.handle };
}

export async function makePopular(skillId: string, via: "installs" | "stars" = "installs"): Promise<void> {
  await ageSkill(skillId);
  if (via === "installs") {
    const perDay = Math.ceil(POPULAR_INSTALLS / POPULAR_INSTALL_DAYS);
    for (let i = 1; i <= POPULAR_INSTALL_DAYS; i++) {
      const day = new Date(new Date(Date.now() - i * DAY).toISOString().slice(0, 10));
      await db.dailyStat.create({ data: { skillId, day, installs: perDay, vouchedInstalls: perDay } });
    }
    await db.skill.update({ where: { id: skillId }, data: { installs: perDay * POPULAR_INSTALL_DAYS } });
    return;
  }
  for (let i = 0; i < POPULAR_STARS; i++) {
    const fan = await agedUser();
    await db.star.create({ data: { userId: fan.id, skillId } });
  }
  await db.skill.update({ where: { id: skillId }, data: { stars: { increment: POPULAR_STARS } } });
}
