// Prose wraps: an instruction split over two or three lines of a markdown paragraph is one sentence.
// Consecutive prose lines are joined (with a space) and rescanned; only matches that cross a line
// break are reported (engine/run-lines.ts), at the line where they start.
import type { Line } from "../rules/types";
import { hasContent } from "./lines";

const MAX_JOINED = 4096;
const BREAKS = /^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|>|\||```|~~~|<\/?\w)/;
/** A blockquote's marker: consecutive quoted lines are one paragraph, read without their markers. */
const QUOTE_MARK = /^\s{0,3}>\s?/;

export function paragraphLines(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  let group: Line[] = [];
  const flush = () => {
    if (group.length >= 2) {
      const first = group[0]!;
      let text = "";
      // Lowercasing works per character except for a final sigma, which looks no further than the
      // space between lines: the joined lowercase is the join of the lines' lowercase.
      let lower = "";
      const joins: number[] = [];
      for (const l of group) {
        if (text) {
          text += " ";
          lower += " ";
          joins.push(text.length);
        }
        // A quoted continuation line joins without its `>`; the first keeps it (the paragraph is a quote).
        const mark = text && l.quoted ? (QUOTE_MARK.exec(l.text)?.[0].length ?? 0) : 0;
        text += l.text.slice(mark).trim();
        lower += l.lower.slice(mark).trim();
      }
      let warned = false;
      let hidden = false;
      let comment = false;
      for (const l of group) {
        warned ||= l.warned;
        hidden ||= l.hidden;
        comment ||= l.comment;
      }
      // Grouped lines come straight from the file (never decoded or normalised): these are all their fields.
      out.push({
        file: first.file,
        n: first.n,
        text,
        lower,
        context: first.context,
        lang: first.lang,
        warned,
        quoted: first.quoted,
        comment,
        hidden,
        offset: 0,
        joins,
      });
    }
    group = [];
  };
  for (const l of lines) {
    const prose = (l.context === "prose" || l.context === "reference" || l.context === "frontmatter") && !l.decoded;
    if (!prose || !hasContent(l.text) || l.text.length > MAX_JOINED) {
      flush();
      continue;
    }
    // A list item or heading starts a new paragraph; continuation lines of a list item join it, and the
    // lines of one blockquote join each other (a quote is a paragraph too).
    const last = group[group.length - 1];
    const quoteGoesOn = !!last && last.quoted && l.quoted && hasContent(l.text.replace(QUOTE_MARK, ""));
    if (last && ((!quoteGoesOn && BREAKS.test(l.text)) || last.context !== l.context)) flush();
    group.push(l);
    if (group.length >= 6) {
      flush();
    }
  }
  flush();
  return out;
}
