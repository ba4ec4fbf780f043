// One rule for walking an upstream's cursor pages (skill list, version list, change feed): a cursor
// seen before (pages in a circle), more pages than the walk may take, or more items than it may
// collect is UPSTREAM_INVALID. An upstream decides what its cursors say, never how long we listen.
import { AppError } from "@/lib/errors";

export type PageWalkLimits = { maxPages: number; maxItems: number };

export type PageWalk = {
  /**
   * The page just read gave `items` more items and names `next`: the cursor to ask for next, or
   * null when the walk is over (no cursor, the same cursor again, an empty page).
   */
  advance(current: string | null, next: string | null | undefined, items: number): string | null;
};

export function walkPages(what: string, limits: PageWalkLimits): PageWalk {
  const seen = new Set<string>([""]);
  let pages = 0;
  let total = 0;
  const refuse = (message: string) => new AppError("UPSTREAM_INVALID", `The upstream's ${what} ${message}.`, { details: { what, pages } });
  return {
    advance(current, next, items) {
      pages++;
      total += items;
      if (current) seen.add(current);
      if (total > limits.maxItems) throw refuse(`holds more than ${limits.maxItems} items`);
      if (!next || next === current || items === 0) return null;
      if (seen.has(next)) throw refuse("goes round in a circle (a cursor came back)");
      if (pages >= limits.maxPages) throw refuse(`runs past ${limits.maxPages} pages`);
      seen.add(next);
      return next;
    },
  };
}
