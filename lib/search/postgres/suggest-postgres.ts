// Search-as-you-type, in three tiers chained with UNION ALL under one LIMIT (PostgreSQL stops once
// it has enough): slugs starting with what was typed, then display names, then (from 3 characters)
// names with a word starting with each typed word (trigram index on the space-delimited nameText).
// Each tier is ordered by rank score on its own, so for a short, common prefix the planner can walk
// the rank index and stop after a handful of rows instead of sorting thousands.
import { Prisma, type Db, type Tx } from "@/lib/db";
import type { ResolvedSuggestQuery, SuggestHit } from "../types";
import { nameKeyOf } from "../tokenize-query";
import { documentsFrom } from "./documents-from";
import { runSearchStatement } from "./run-search-statement";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function suggestPostgres(client: Db | Tx, query: ResolvedSuggestQuery): Promise<SuggestHit[]> {
  const typed = nameKeyOf(query.prefix);
  if (!typed) return [];
  const slugStarts = Prisma.sql`d.slug LIKE ${`${escapeLike(typed.replace(/[\s_]+/g, "-"))}%`}`;
  const nameStarts = Prisma.sql`d."nameKey" LIKE ${`${escapeLike(typed)}%`}`;
  const wordsStart = query.tokens.some((token) => token.length >= 3)
    ? Prisma.join(
        query.tokens.map((token) => Prisma.sql`d."nameText" LIKE ${`% ${escapeLike(token)}%`}`),
        " AND ",
      )
    : null;
  const verdict = query.nonSuspiciousOnly ? Prisma.sql` AND d.verdict = 'CLEAN'` : Prisma.empty;
  const tier = (condition: Prisma.Sql) => Prisma.sql`(SELECT d."skillId", d.slug, d."displayName", d."ownerHandle", d.summary
    FROM ${documentsFrom(query.audience)} d WHERE ${condition}${verdict} ORDER BY d."rankScore" DESC, d."skillId" DESC LIMIT ${query.limit})`;
  const tiers = [
    tier(slugStarts),
    tier(Prisma.sql`${nameStarts} AND NOT ${slugStarts}`),
    ...(wordsStart ? [tier(Prisma.sql`${wordsStart} AND NOT ${nameStarts} AND NOT ${slugStarts}`)] : []),
  ];
  // "browse" settings: no parallel workers, so the tiers run in order (see run-search-statement.ts).
  return runSearchStatement<SuggestHit>(client, "browse", Prisma.sql`SELECT * FROM (${Prisma.join(tiers, " UNION ALL ")}) s LIMIT ${query.limit}`);
}
