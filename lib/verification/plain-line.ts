// Publisher-controlled text (names, summaries, paths, finding messages) on one line with no
// control characters, for text that ends up in someone's terminal (OpenClaw prints the Skill Card
// and the audit overview as is): no ANSI escapes, no carriage returns that overwrite a line, no
// bidi overrides that reorder one. Capped so one field cannot crowd out the rest.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

export function plainLine(value: string | null | undefined, max = 300): string {
  const text = (value ?? "").replace(UNSAFE, " ").replace(/\s+/gu, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
