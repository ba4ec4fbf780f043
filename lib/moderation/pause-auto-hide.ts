// After a moderator has looked at a skill and found it fine (dismissed a report, made it public),
// reports filed before that no longer count, and for DISMISSAL_COOLDOWN_DAYS new ones can only
// alert moderators, not hide it: the same crowd cannot hide it again the next minute.
import type { Prisma } from "@/lib/db";
import { DISMISSAL_COOLDOWN_DAYS } from "./report-policy";

export function pausedAutoHide(now: Date): Pick<Prisma.SkillUpdateInput, "moderatedAt" | "autoHidePausedUntil"> {
  return { moderatedAt: now, autoHidePausedUntil: new Date(now.getTime() + DISMISSAL_COOLDOWN_DAYS * 86_400_000) };
}
