// Regexes that cannot match a line are not run on it. Each registered regex has a set of words it
// cannot match without (required-literals.ts); the engine's one trigger pass over a line's lowercase
// (engine/trigger-index.ts) stamps the ids of every regex whose words the line holds, and a detector asks
// `mayMatch(id)` before running its regex. Outside that pass (joined paragraphs, direct calls) every
// regex may match.
import { requiredLiterals } from "./required-literals";

export const wordFilter = {
  /** Words of each registered regex, by id (empty: no words known, always run). */
  words: [] as Array<readonly string[]>,
  /** Ids below this are in the engine's trigger pass (set when the engine builds it). */
  known: 0,
  /** stamp[id] === gen: the line being scanned holds one of the words of regex `id`. */
  stamp: new Int32Array(0),
  gen: 0,
  /** True only while detectors run on the line the trigger pass has just read in full. */
  active: false,
};

/** Registers `re` (non-global) and returns its id for mayMatch. */
export function registerRegex(re: RegExp): number {
  const words = re.global || re.sticky ? undefined : requiredLiterals(re);
  wordFilter.words.push(words ?? []);
  return wordFilter.words.length - 1;
}

/** False only when the current line certainly holds none of regex `id`'s required words. */
export function mayMatch(id: number): boolean {
  const f = wordFilter;
  return !f.active || id >= f.known || f.words[id]!.length === 0 || f.stamp[id] === f.gen;
}
