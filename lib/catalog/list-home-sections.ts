// The home page's shelves, each saying something the others do not: trending (installs this
// week, only skills that have some), most installed (all time, only skills that have some) and
// newest, with no skill on two shelves; plus the most used tags. Read from the search
// documents, which hold exactly the listed skills (active, not deleted, installable);
// suspicious ones are left off the home page.
import { db } from "@/lib/db";
import { listSkillCards, type SkillCardData } from "./list-skill-cards";

export type HomeCard = SkillCardData & { weeklyInstalls: number };

export async function listHomeSections(input: { limit?: number; tagLimit?: number } = {}) {
  const take = input.limit ?? 6;
  // Enough candidates that a shelf is still full after the skills shown above it are left out.
  const candidates = take * 3;
  const where = { verdict: "CLEAN" as const };
  const pick = { skillId: true, trending: true } as const;
  const [trending, installed, newest, tags, total] = await Promise.all([
    db.skillSearchDocument.findMany({
      where: { ...where, trending: { gt: 0 } },
      select: pick,
      take: candidates,
      orderBy: [{ trending: "desc" }, { rankScore: "desc" }, { skillId: "desc" }],
    }),
    db.skillSearchDocument.findMany({
      where: { ...where, installs: { gt: 0 } },
      select: pick,
      take: candidates,
      orderBy: [{ installs: "desc" }, { downloads: "desc" }, { skillId: "desc" }],
    }),
    db.skillSearchDocument.findMany({ where, select: pick, take: candidates, orderBy: [{ createdAt: "desc" }, { skillId: "desc" }] }),
    db.$queryRaw<Array<{ tag: string; count: number }>>`
      SELECT t AS "tag", COUNT(*)::int AS "count" FROM "SkillSearchDocument", unnest("topics") AS t
      GROUP BY t ORDER BY COUNT(*) DESC, t ASC LIMIT ${input.tagLimit ?? 16}`,
    db.skillSearchDocument.count(),
  ]);
  const shown = new Set<string>();
  const shelf = (rows: Array<{ skillId: string; trending: number }>) => {
    const kept = rows.filter((row) => !shown.has(row.skillId)).slice(0, take);
    for (const row of kept) shown.add(row.skillId);
    return kept;
  };
  const shelves = { trending: shelf(trending), mostInstalled: shelf(installed), newest: shelf(newest) };
  const cards = new Map((await listSkillCards({ skillIds: [...shown] })).map((card) => [card.id, card]));
  const resolve = (rows: Array<{ skillId: string; trending: number }>): HomeCard[] =>
    rows.flatMap((row) => {
      const card = cards.get(row.skillId);
      return card ? [{ ...card, weeklyInstalls: row.trending }] : [];
    });
  return { trending: resolve(shelves.trending), mostInstalled: resolve(shelves.mostInstalled), newest: resolve(shelves.newest), tags, total };
}
