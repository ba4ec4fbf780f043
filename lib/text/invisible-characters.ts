// The one list of characters that do not show as what they are: controls, bidi controls, and
// characters that draw nothing or only blank. Bundle paths refuse them (lib/bundle); text a
// requester chooses and someone else reads (CLI login labels, user agents, terminal output) is
// flattened to visible characters with toVisibleLine. One list, so no caller misses a character
// another one catches (a narrower copy let U+3164 or U+034F through while paths refused them).

/** C0/C1 controls, DEL, line/paragraph separators and bidi embeddings, overrides and isolates:
 * they break or reorder a line (bidi controls make `evil.exe` display as `exe.live`). */
const CONTROLS = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
/** Unicode's default-ignorables (zero-width spaces and joiners, U+FEFF, soft hyphen, Hangul
 * fillers, tag characters, …), every format character (Cf: bidi marks, U+180E, U+061C, …), lone
 * surrogates and variation selectors: they draw nothing. */
const ZERO_WIDTH = "\\p{Default_Ignorable_Code_Point}\\p{Cf}\\p{Cs}\\p{Variation_Selector}";
/** Blanks other than the ASCII space, and the blank Braille pattern: they draw only blank. */
const BLANKS = "\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\u2800";

export const CONTROL_CHARACTER = new RegExp(`[${CONTROLS}]`, "u");
export const INVISIBLE_CHARACTER = new RegExp(`[${ZERO_WIDTH}${BLANKS}]`, "u");

const BREAKS_GLOBAL = new RegExp(`[\\s${CONTROLS}${BLANKS}]+`, "gu");
const ZERO_WIDTH_GLOBAL = new RegExp(`[${ZERO_WIDTH}]`, "gu");

/** "U+200B" for a character, as messages name them. */
export function codePointLabel(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `text` on one line with visible characters only: controls, line breaks and blanks become one
 * space, characters that draw nothing are dropped, the ends are trimmed; at most `max` code points
 * (never half a surrogate pair). */
export function toVisibleLine(text: string, max = Infinity): string {
  const line = text.replace(BREAKS_GLOBAL, " ").replace(ZERO_WIDTH_GLOBAL, "").replace(/ {2,}/g, " ").trim();
  return line.length <= max ? line : Array.from(line).slice(0, max).join("").trimEnd();
}
