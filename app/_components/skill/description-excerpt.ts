// A description short enough for a card or a page header, cut where a reader expects a pause:
// after whole sentences, else at a clause (comma, semicolon, colon, dash), else between words.
// CSS line clamps cut mid-phrase ("…answers grouped questions about th…"); this never does.

const SENTENCE_END = /[.!?](?=\s|$)/g;
/** "e.g." and friends end with a full stop but not a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl)$/i;
const CLAUSE_END = /[,;:]\s|\s[—–-]\s/g;

/**
 * `text` itself when it fits in `max` characters, else its longest readable start, marked with
 * "…". Offsets are kept (only the ends are trimmed), so search highlights still line up.
 */
export function descriptionExcerpt(text: string, max: number): { text: string; cut: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, cut: false };
  const sentences = [...clean.matchAll(SENTENCE_END)]
    .filter((match) => !ABBREVIATION.test(clean.slice(0, match.index)))
    .map((match) => match.index + 1)
    .filter((end) => end <= max);
  // One whole sentence reads better than a cut one, even when it leaves room unused.
  if (sentences.length > 0) return { text: clean.slice(0, sentences.at(-1)), cut: true };
  const clauses = [...clean.matchAll(CLAUSE_END)].map((match) => match.index).filter((end) => end >= max / 3 && end <= max - 1);
  const words = [...clean.slice(0, max).matchAll(/\s/g)].map((match) => match.index);
  const end = clauses.at(-1) ?? words.at(-1) ?? max - 1;
  return { text: `${clean.slice(0, end).replace(/[\s,;:—–-]+$/, "")}…`, cut: true };
}
