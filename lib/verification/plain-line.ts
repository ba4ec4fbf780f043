// Publisher-controlled text (names, summaries, paths, finding messages) on one line with no
// control characters, for text that ends up in someone's terminal (OpenClaw prints the Skill Card
// and the audit overview as is): no ANSI escapes, no carriage returns that overwrite a line, no
// bidi overrides that reorder one, no zero-width characters hiding text (lib/text). Capped so one
// field cannot crowd out the rest.
import { toVisibleLine } from "@/lib/text/invisible-characters";

export function plainLine(value: string | null | undefined, max = 300): string {
  const text = toVisibleLine(value ?? "");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
