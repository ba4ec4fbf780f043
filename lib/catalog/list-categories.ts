// The category list (Agent OS `list` answers with it): every category of a listed skill with how
// many listed skills are in it, most populated first. Read from the search documents, which hold
// exactly the listed skills and are rewritten in the same transaction as every publish.
import { db, Prisma } from "@/lib/db";

export const CATEGORY_LIST_MAX = 500;

export type CategoryCount = { name: string; count: number };

export async function listCategories(input: { nonSuspiciousOnly?: boolean; runtime?: string[] } = {}): Promise<{ items: CategoryCount[]; total: number }> {
  const where: Prisma.Sql[] = [];
  if (input.nonSuspiciousOnly) where.push(Prisma.sql`verdict = 'CLEAN'`);
  if (input.runtime?.length) where.push(Prisma.sql`runtimes @> ${input.runtime}::text[]`);
  const rows = await db.$queryRaw<CategoryCount[]>`
    SELECT c.name, count(*)::int AS count
    FROM "SkillSearchDocument" d, unnest(d.categories) AS c(name)
    ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty}
    GROUP BY c.name ORDER BY count DESC, c.name COLLATE "C" LIMIT ${CATEGORY_LIST_MAX}`;
  return { items: rows, total: rows.length };
}
