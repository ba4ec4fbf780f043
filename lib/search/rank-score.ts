// The order within a relevance tier: recent installs first, then stars, all-time use, and
// freshness. Logarithms so one viral skill cannot bury everything; freshness fades over weeks.
// Stored per document (refreshed by refresh-search-counters.ts), so ranking never scans counters.
export const RANK_WEIGHTS = {
  trending: 1.0,
  stars: 0.6,
  installs: 0.3,
  downloads: 0.15,
  freshness: 1.5,
  /** freshness falls to 1/e after this many days since the latest version */
  freshnessDays: 30,
} as const;

export type RankInputs = { trending: number; stars: number; installs: number; downloads: number; publishedAt: Date };

const DAY_MS = 86_400_000;

export function computeRankScore(input: RankInputs, now: Date = new Date()): number {
  const w = RANK_WEIGHTS;
  const ageDays = Math.max(0, (now.getTime() - input.publishedAt.getTime()) / DAY_MS);
  return (
    w.trending * Math.log1p(Math.max(0, input.trending)) +
    w.stars * Math.log1p(Math.max(0, input.stars)) +
    w.installs * Math.log1p(Math.max(0, input.installs)) +
    w.downloads * Math.log1p(Math.max(0, input.downloads)) +
    w.freshness * Math.exp(-ageDays / w.freshnessDays)
  );
}

/** The same formula in SQL over the given column expressions (trusted identifiers only).
 * Timestamps are stored as UTC without a zone, hence `now() AT TIME ZONE 'UTC'`. */
export function rankScoreSql(columns: { trending: string; stars: string; installs: string; downloads: string; publishedAt: string }): string {
  const w = RANK_WEIGHTS;
  const ln1p = (column: string) => `ln(1 + greatest(${column}, 0)::float8)`;
  const ageDays = `greatest(extract(epoch FROM ((now() AT TIME ZONE 'UTC') - ${columns.publishedAt}))::float8 / 86400, 0)`;
  return (
    `(${w.trending} * ${ln1p(columns.trending)} + ${w.stars} * ${ln1p(columns.stars)} + ${w.installs} * ${ln1p(columns.installs)} + ` +
    `${w.downloads} * ${ln1p(columns.downloads)} + ${w.freshness} * exp(-${ageDays} / ${w.freshnessDays}))`
  );
}
