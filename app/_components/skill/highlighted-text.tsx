// Text with matched words marked (<mark>), from ranges computed by search or found here.
// React escapes the text: nothing in a skill's name or summary can become markup.
export type Range = { start: number; end: number };

/** Case-insensitive occurrences of the query's words (≥ 1 character) in text, merged. */
export function findWordRanges(text: string, query: string): Range[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) ranges.push({ start: at, end: at + word.length });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function HighlightedText({ text, ranges = [] }: { text: string; ranges?: Range[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
