// When one skill name reads like another: the same skeleton after folding ASCII homoglyphs and
// hyphens, or a small edit distance. Shared by the scanner's typosquat rule and the publishing
// service's slug guard (lib/publish/find-lookalike-slug.ts), so both judge "looks like" alike.

const HOMOGLYPHS: Array<[RegExp, string]> = [
  [/rn/g, "m"],
  [/vv/g, "w"],
  [/cl/g, "d"],
  [/0/g, "o"],
  [/[1i]/g, "l"],
  [/3/g, "e"],
  [/5/g, "s"],
  [/[-_]/g, ""],
];

/** Skeletons of recently compared names: the popular list is folded again for every name checked. */
const skeletons = new Map<string, string>();

export function slugSkeleton(slug: string): string {
  const known = skeletons.get(slug);
  if (known !== undefined) return known;
  const skeleton = HOMOGLYPHS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), slug.toLowerCase());
  if (skeletons.size >= 4096) skeletons.clear();
  if (slug.length <= 200) skeletons.set(slug, skeleton);
  return skeleton;
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

export function looksAlike(candidate: string, popular: string): boolean {
  if (candidate === popular) return false;
  if (slugSkeleton(candidate) === slugSkeleton(popular)) return true;
  if (candidate.length < 4) return false;
  const allowed = Math.min(candidate.length, popular.length) >= 8 ? 2 : 1;
  return editDistance(candidate, popular, allowed) <= allowed;
}
