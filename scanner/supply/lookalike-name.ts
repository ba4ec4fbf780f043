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

/** Optimal string alignment distance, stopping early once it exceeds `max`. Three rolling rows of
 *  typed arrays (every published name is compared with every popular one: no row arrays per step). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const m = b.length;
  let before = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, before[j - 2]! + 1);
      cur[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = prev;
    prev = cur;
    cur = spare;
  }
  return prev[m]!;
}

export function looksAlike(candidate: string, popular: string): boolean {
  if (candidate === popular) return false;
  if (slugSkeleton(candidate) === slugSkeleton(popular)) return true;
  if (candidate.length < 4) return false;
  const allowed = Math.min(candidate.length, popular.length) >= 8 ? 2 : 1;
  return editDistance(candidate, popular, allowed) <= allowed;
}
