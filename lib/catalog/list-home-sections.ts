// The home page's shelves: trending (installs this week), newest and most installed listed
// skills, plus the most used tags. Read from the search documents, which hold exactly the
// listed skills (active, not deleted, installable); suspicious ones are left off the home page.
import { db } from "@/lib/db";
import { listSkillCards, type SkillCardData } from "./list-skill-cards";

export async function listHomeSections(input: { limit?: number; tagLimit?: number } = {}) {
  const take = input.limit ?? 6;
  const where = { verdict: "CLEAN" as const };
  const pick = { skillId: true } as const;
  const [trending, newest, installed, tags, total] = await Promise.all([
    db.skillSearchDocument.findMany({ where, select: pick, take, orderBy: [{ trending: "desc" }, { rankScore: "desc" }, { skillId: "desc" }] }),
    db.skillSearchDocument.findMany({ where, select: pick, take, orderBy: [{ createdAt: "desc" }, { skillId: "desc" }] }),
    db.skillSearchDocument.findMany({ where, select: pick, take, orderBy: [{ installs: "desc" }, { downloads: "desc" }, { skillId: "desc" }] }),
    db.$queryRaw<Array<{ tag: string; count: number }>>`
      SELECT t AS "tag", COUNT(*)::int AS "count" FROM "SkillSearchDocument", unnest("topics") AS t
      GROUP BY t ORDER BY COUNT(*) DESC, t ASC LIMIT ${input.tagLimit ?? 16}`,
    db.skillSearchDocument.count(),
  ]);
  const ids = [...new Set([...trending, ...newest, ...installed].map((row) => row.skillId))];
  const cards = new Map((await listSkillCards({ skillIds: ids })).map((card) => [card.id, card]));
  const resolve = (rows: Array<{ skillId: string }>) => rows.flatMap((row) => cards.get(row.skillId) ?? []) as SkillCardData[];
  return { trending: resolve(trending), newest: resolve(newest), mostInstalled: resolve(installed), tags, total };
}
