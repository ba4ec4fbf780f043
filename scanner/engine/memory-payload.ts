// Text a skill tells the agent to store in its memory or instruction files ("save the following to your
// long-term memory:") is the agent's own instructions in every later session. The list or quote after such
// a lead-in is read as those instructions: without the discount that quotes and list items get as
// descriptions ("- \"never ask me to confirm anything\"" is an order once it is stored).
import type { Line } from "../rules/types";
import { hasContent } from "./lines";

const LIST_MARK = /^\s{0,3}(?:>\s{0,2})?(?:[-*+]|\d{1,3}[.)])?\s{0,3}/;
const HEADING = /^ {0,3}#{1,6}\s/;
/** Lines read after one lead-in: a list or a quote of instructions, not the rest of the file. */
const REACH = 16;

/** `leads`: line numbers (1-based) of lead-ins that store text in the agent's memory or instruction files. */
export function memoryPayload(lines: readonly Line[], leads: readonly number[]): Line[] {
  const out: Line[] = [];
  const seen = new Set<number>();
  for (const lead of leads.slice(0, 8)) {
    let blankBefore = false;
    for (let n = lead + 1; n <= Math.min(lines.length, lead + REACH); n++) {
      const l = lines[n - 1]!;
      if (l.context !== "prose" && l.context !== "reference") break;
      if (!hasContent(l.text)) {
        blankBefore = true;
        continue;
      }
      if (HEADING.test(l.text)) break;
      const marked = LIST_MARK.exec(l.text)![0].trim().length > 0;
      // After a blank line only another item of the list (or quote) belongs to it.
      if (blankBefore && !marked) break;
      blankBefore = false;
      if (seen.has(n) || l.text.length > 4000) continue;
      seen.add(n);
      const text = l.text
        .slice(LIST_MARK.exec(l.text)![0].length)
        .replace(/^["“«'‘]\s{0,2}/, "")
        .replace(/\s{0,2}["”»'’]\s{0,2}$/, "");
      if (!text) continue;
      out.push({ ...l, text, lower: text.toLowerCase(), offset: 0, quoted: false, warned: false, decoded: { layers: ["memory-payload"], text } });
    }
  }
  return out;
}
