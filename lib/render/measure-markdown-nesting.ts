// How deeply a markdown text nests containers (block quotes, list items), read line by line
// without parsing: the markers at the start of a line ("> > -", "1. >") plus, on a line with a
// marker, half its indentation (a list nested by indenting each item two more spaces). Lines of a
// top-level fenced code block are skipped: their ">" and "-" are code.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MARKER = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/y;

function indentWidth(line: string): number {
  let width = 0;
  for (const c of line) {
    if (c === " ") width++;
    else if (c === "\t") width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** The deepest line's nesting, or the first above `stopAbove` (the scan ends there). */
export function measureMarkdownNesting(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let max = 0;
  let fence: string | null = null;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const opener = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    let markers = 0;
    MARKER.lastIndex = 0;
    while (MARKER.lastIndex < line.length && MARKER.test(line)) {
      markers++;
      if (markers > stopAbove) return markers;
    }
    if (markers === 0) continue;
    max = Math.max(max, markers + Math.floor(indentWidth(line) / 2));
    if (max > stopAbove) return max;
  }
  return max;
}
