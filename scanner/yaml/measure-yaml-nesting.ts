// How deeply a YAML text nests collections, estimated from the text alone, in one linear pass and
// without building anything: block indentation levels (a stack, the way Python reads blocks),
// compact indicators on one line ("- - x", "? x", "- k: v") and flow brackets outside quotes and
// comments. It errs high on odd layouts (a plain scalar continued on ever deeper lines), never on
// ordinary frontmatter; the exact depth is checked again on the parsed document.

const LEADING_SPACES = /^ */;
const COMPACT = /^(?:[-?:])(?: +|$)/;
const KEY = /^(?:[^#'"\s][^#]*?|"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')[ \t]*:(?: |$)/;
const BLOCK_SCALAR = /(?:^|[ \t])[|>][0-9+-]{0,2}[ \t]*(?:#.*)?$/;

/** The estimated depth, or the first estimate above `stopAbove` (the scan ends there). */
export function measureYamlNesting(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  const indents: number[] = [];
  let max = 0;
  let flow = 0;
  let quote: string | null = null;
  let blockScalarParent: number | null = null;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const indent = LEADING_SPACES.exec(line)![0].length;
    if (blockScalarParent !== null) {
      if (indent === line.length || indent > blockScalarParent) continue;
      blockScalarParent = null;
    }
    let base = indents.length;
    let at = indent;
    if (quote === null && flow === 0) {
      const rest = line.slice(indent);
      if (rest === "" || rest.startsWith("#")) continue;
      while (indents.length > 0 && indents[indents.length - 1]! > indent) indents.pop();
      if (indents.length === 0 || indents[indents.length - 1]! < indent) indents.push(indent);
      base = indents.length;
      for (let match = COMPACT.exec(rest); match; match = COMPACT.exec(line.slice(at))) {
        at += match[0].length;
        base++;
      }
      if (KEY.test(line.slice(at))) base++;
      if (BLOCK_SCALAR.test(rest)) blockScalarParent = indent;
    }
    max = Math.max(max, base + flow);
    for (let i = at; i < line.length; i++) {
      const c = line[i]!;
      if (quote) {
        if (c === "\\" && quote === '"') i++;
        else if (c === quote) quote = null;
        continue;
      }
      const before = i === 0 ? "" : line[i - 1]!;
      if (c === "#" && (before === "" || before === " " || before === "\t")) break;
      if ((c === '"' || c === "'") && /^$|[\s[{,:-]/.test(before)) quote = c;
      else if (c === "[" || c === "{") {
        max = Math.max(max, base + ++flow);
        if (max > stopAbove) return max;
      } else if ((c === "]" || c === "}") && flow > 0) flow--;
    }
    if (max > stopAbove) return max;
  }
  return max;
}
