// Prose wraps: an instruction split over two or three lines of a markdown paragraph is one sentence.
// Consecutive prose lines are joined (with a space) and rescanned; only matches that cross a line
// break are reported (engine/run-lines.ts), at the line where they start.
import type { Line } from "../rules/types";
import { hasContent } from "./lines";

const MAX_JOINED = 4096;
const BREAKS = /^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|>|\||```|~~~|<\/?\w)/;

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
        text += l.text.trim();
        lower += l.lower.trim();
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
    // A list item or heading starts a new paragraph; continuation lines of a list item join it.
    if (group.length && (BREAKS.test(l.text) || group[group.length - 1]!.context !== l.context)) flush();
    group.push(l);
    if (group.length >= 6) {
      flush();
    }
  }
  flush();
  return out;
}
