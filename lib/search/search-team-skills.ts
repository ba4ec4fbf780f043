// Team search: the internal and private skills a signed-in viewer may see, matching a query. The
// search documents hold public skills only (lib/access isListed), so these are found here, straight
// from the Skill table, and put ahead of the public hits for that viewer alone (never cached for
// anyone else). The where clause narrows; canSee decides each row (one rule, lib/access).
import { canSee, isRefusal, publishersFor, standingOf, type StandingActor } from "@/lib/access";
import { db, type Prisma } from "@/lib/db";

export const TEAM_HITS_MAX = 20;

export type TeamHit = { skillId: string; score: number; version: string; verdict: "clean" | "suspicious" };

export async function searchTeamSkills(input: {
  viewer: StandingActor | null;
  q: string;
  limit?: number;
  ownerHandle?: string;
  nonSuspiciousOnly?: boolean;
}): Promise<TeamHit[]> {
  const q = input.q.trim().slice(0, 200);
  if (!input.viewer || input.viewer.limitedToSkillId || !q) return [];
  const readable = (await publishersFor(db, input.viewer, "read")).map((grant) => grant.id);
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const where: Prisma.SkillWhereInput = {
    deletedAt: null,
    moderation: "ACTIVE",
    latestVersionId: { not: null },
    OR: [{ visibility: "INTERNAL" }, { visibility: "PRIVATE", ownerId: { in: readable } }],
    AND: words.map((word) => ({
      OR: [
        { slug: { contains: word, mode: "insensitive" } },
        { displayName: { contains: word, mode: "insensitive" } },
        { summary: { contains: word, mode: "insensitive" } },
      ],
    })),
    ...(input.ownerHandle ? { owner: { handle: input.ownerHandle } } : {}),
    ...(input.nonSuspiciousOnly ? { verdict: "CLEAN" } : {}),
  };
  const rows = await db.skill.findMany({
    where,
    select: {
      id: true,
      slug: true,
      ownerId: true,
      moderation: true,
      deletedAt: true,
      visibility: true,
      verdict: true,
      latestVersion: { select: { version: true } },
    },
    orderBy: [{ downloads: "desc" }, { id: "asc" }],
    take: Math.min(input.limit ?? TEAM_HITS_MAX, TEAM_HITS_MAX),
  });
  const hits: TeamHit[] = [];
  for (const row of rows) {
    const sight = canSee(await standingOf(db, input.viewer, row.ownerId), row);
    if (isRefusal(sight) || !row.latestVersion) continue;
    hits.push({ skillId: row.id, score: 1, version: row.latestVersion.version, verdict: row.verdict === "CLEAN" ? "clean" : "suspicious" });
  }
  return hits;
}
