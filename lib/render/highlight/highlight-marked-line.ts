// One line of code, highlighted, with character ranges wrapped in <span class="diff-word"> (the
// words that changed in a diff). Tokens are cut at the ranges' edges, so marks and token spans
// never overlap badly: each piece is one token span, inside a mark or not.
import { escapeHtml } from "../escape-html";
import { HIGHLIGHT_MAX_CHARS } from "./highlight-code";
import { resolveLanguage } from "./languages";
import { tokenizeCode } from "./tokenize-code";

export function highlightMarkedLine(line: string, languageName: string | null, marks: Array<{ start: number; end: number }> = []): string {
  const language = line.length <= HIGHLIGHT_MAX_CHARS ? resolveLanguage(languageName) : null;
  const sorted = [...marks].filter((mark) => mark.start < mark.end).sort((a, b) => a.start - b.start);
  const cuts = [...new Set(sorted.flatMap((mark) => [mark.start, mark.end]))].sort((a, b) => a - b);
  const inMark = (at: number) => sorted.some((mark) => at >= mark.start && at < mark.end);
  let html = "";
  let at = 0;
  for (const token of tokenizeCode(line, language)) {
    const end = at + token.text.length;
    const edges = [at, ...cuts.filter((cut) => cut > at && cut < end), end];
    for (let i = 0; i < edges.length - 1; i++) {
      const piece = escapeHtml(line.slice(edges[i], edges[i + 1]));
      const styled = token.type ? `<span class="tok-${token.type}">${piece}</span>` : piece;
      html += inMark(edges[i]!) ? `<span class="diff-word">${styled}</span>` : styled;
    }
    at = end;
  }
  return html;
}
