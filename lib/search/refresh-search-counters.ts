// Copies downloads, installs, stars and 7-day installs into the search documents and recomputes
// their rank score (freshness fades with time). Set-based, touching only rows that changed; an
// external index gets an outbox event per changed skill. Run periodically by the server.
import { db } from "@/lib/db";
import { meiliConfigured } from "./get-search-backends";
import { trendingSince } from "./load-search-documents";
import { rankScoreSql } from "./rank-score";

const SCORE = rankScoreSql({ trending: "f.trending", stars: "f.stars", installs: "f.installs", downloads: "f.downloads", publishedAt: 'f."publishedAt"' });

const refresh = (table: string) => `
WITH recent AS (SELECT "skillId", sum(installs)::int AS n FROM "DailyStat" WHERE day >= $1::date GROUP BY "skillId"),
fresh AS (
  SELECT d."skillId", s.downloads, s.installs, s.stars, coalesce(r.n, 0) AS trending, d."publishedAt"
  FROM "${table}" d JOIN "Skill" s ON s.id = d."skillId" LEFT JOIN recent r ON r."skillId" = d."skillId"),
scored AS (SELECT f.*, ${SCORE} AS rank FROM fresh f)
UPDATE "${table}" d
SET downloads = c.downloads, installs = c.installs, stars = c.stars, trending = c.trending, "rankScore" = c.rank
FROM scored c
WHERE d."skillId" = c."skillId" AND (d.downloads <> c.downloads OR d.installs <> c.installs OR d.stars <> c.stars
  OR d.trending <> c.trending OR abs(d."rankScore" - c.rank) > 0.01)
RETURNING d."skillId"`;

const REFRESH = { open: refresh("SkillSearchDocument"), restricted: refresh("RestrictedSearchDocument") };

export async function refreshSearchCounters(): Promise<{ updated: number }> {
  const since = trendingSince().toISOString().slice(0, 10);
  // Public and restricted (internal, private) documents alike.
  const changed = [
    ...(await db.$queryRawUnsafe<Array<{ skillId: string }>>(REFRESH.open, since)),
    ...(await db.$queryRawUnsafe<Array<{ skillId: string }>>(REFRESH.restricted, since)),
  ];
  if (changed.length && meiliConfigured()) {
    await db.searchOutbox.createMany({ data: changed.map((row) => ({ skillId: row.skillId, op: "upsert" })) });
  }
  return { updated: changed.length };
}
