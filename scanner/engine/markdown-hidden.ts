// Text a reader rarely sees but the agent reads: image alt text and link titles in markdown.
// Each is rescanned as hidden text at its own line, so instructions placed there are reported.
import type { Line } from "../rules/types";
import { LINE_CUES } from "./run-lines";

const ALT = /!\[([^\]\n]{16,1000})\]\(/g;
const TITLE = /\]\(\s{0,2}<?[^\s)<>]{1,2000}>?\s{1,4}(?:"([^"\n]{16,1000})"|'([^'\n]{16,1000})'|\(([^()\n]{16,1000})\))\s{0,2}\)/g;
/** `[label]: dest "title"`; the `(title)` form is also markdown's comment idiom (`[//]: # (never rendered)`). */
const REF_TITLE = /^\s{0,3}\[[^\]\n]{1,200}\]:\s{0,4}\S{1,2000}\s{1,4}(?:"([^"\n]{16,1000})"|'([^'\n]{16,1000})'|\((.{16,1000})\)\s{0,4}$)/;

/** `cues`: runLines' flags for `lines` (by index), when it has run on them (LINE_CUES.link: `](` or `]:`). */
export function markdownHiddenText(lines: readonly Line[], cues?: Int32Array): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.context !== "prose" && l.context !== "reference") continue;
    if (cues ? (cues[i]! & LINE_CUES.link) === 0 : !l.text.includes("](") && !l.text.includes("]:")) continue;
    const add = (text: string | undefined, index: number, layer: string) => {
      if (!text) return;
      out.push({ ...l, text, lower: text.toLowerCase(), offset: l.offset + index, hidden: true, decoded: { layers: [layer], text } });
    };
    for (const m of l.text.matchAll(ALT)) add(m[1], m.index ?? 0, "alt-text");
    for (const m of l.text.matchAll(TITLE)) add(m[1] ?? m[2] ?? m[3], m.index ?? 0, "link-title");
    const ref = REF_TITLE.exec(l.text);
    if (ref) add(ref[1] ?? ref[2] ?? ref[3], ref.index, "link-title");
  }
  return out;
}
