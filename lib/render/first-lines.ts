// The first `max` lines of a text and how many lines it has in all, counted as the code table
// counts them (highlightLines: split on "\n", a trailing newline ends the last line rather than
// starting an empty one). One linear pass, no split of the whole text.
export function firstLines(text: string, max: number): { text: string; shown: number; total: number } {
  let total = 1;
  let cut = -1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (at === text.length - 1) break;
    if (total === max) cut = at;
    total += 1;
  }
  return cut === -1 ? { text, shown: total, total } : { text: text.slice(0, cut + 1), shown: max, total };
}
