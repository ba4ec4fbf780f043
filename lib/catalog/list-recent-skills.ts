// Newest listed skills for the home page: installable, not hidden, not deleted.
import { db } from "@/lib/db";

export async function listRecentSkills({ limit = 24 }: { limit?: number } = {}) {
  return db.skill.findMany({
    where: { deletedAt: null, moderation: "ACTIVE", latestVersionId: { not: null } },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      slug: true,
      displayName: true,
      summary: true,
      verdict: true,
      owner: { select: { handle: true } },
      latestVersion: { select: { version: true } },
    },
  });
}
