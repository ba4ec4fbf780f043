// The skills the caller starred that they can still see, newest star first (GET /api/v1/stars).
import { publicSkillWhere } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { presentEmoji } from "./present-manifest";

export async function listStarredSkills(input: { actor: Actor; limit?: number }) {
  const rows = await db.star.findMany({
    // What anyone may see; a starred skill that was since hidden drops out until it comes back.
    where: { userId: input.actor.userId, skill: publicSkillWhere },
    orderBy: { createdAt: "desc" },
    take: Math.min(Math.max(1, input.limit ?? 200), 500),
    select: {
      createdAt: true,
      skill: {
        select: {
          slug: true,
          displayName: true,
          summary: true,
          stars: true,
          owner: { select: { handle: true } },
          latestVersion: { select: { manifest: true } },
        },
      },
    },
  });
  return {
    items: rows.map((row) => ({
      slug: row.skill.slug,
      displayName: row.skill.displayName,
      summary: row.skill.summary,
      ownerHandle: row.skill.owner.handle,
      stars: row.skill.stars,
      starredAt: row.createdAt.getTime(),
      emoji: presentEmoji(row.skill.latestVersion?.manifest),
    })),
  };
}
