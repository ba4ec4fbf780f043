// The data a skill card shows (listings, search results, profile, home), for a set of skills,
// in one query. Emoji comes from the latest version's manifest, read as one JSON field.
import { db } from "@/lib/db";

export type SkillCardData = {
  id: string;
  slug: string;
  displayName: string;
  summary: string | null;
  ownerHandle: string;
  version: string | null;
  verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
  topics: string[];
  downloads: number;
  installs: number;
  stars: number;
  emoji: string | null;
  updatedAt: Date;
};

/** Cards in the order of `skillIds`; ids without a skill are left out. */
export async function listSkillCards(input: { skillIds: string[] }): Promise<SkillCardData[]> {
  if (input.skillIds.length === 0) return [];
  const rows = await db.$queryRaw<SkillCardData[]>`
    SELECT s."id", s."slug", s."displayName", s."summary", u."handle" AS "ownerHandle", v."version", s."verdict"::text AS "verdict",
           s."topics", s."downloads", s."installs", s."stars", v."manifest"->>'emoji' AS "emoji", s."updatedAt"
    FROM "Skill" s
    JOIN "User" u ON u."id" = s."ownerId"
    LEFT JOIN "SkillVersion" v ON v."id" = s."latestVersionId"
    WHERE s."id" = ANY(${input.skillIds})`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.skillIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
