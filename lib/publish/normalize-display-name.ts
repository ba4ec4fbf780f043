// A skill's display name as stored: trimmed, inner whitespace (tabs, newlines) collapsed to one
// space, at most 100 characters, and no control or bidirectional-override characters (a name that
// reads differently from what it is). publishVersion applies it for every caller (website, CLI,
// GitHub import, seed); a name nobody gave is made from the frontmatter name.
import { AppError } from "@/lib/errors";

export const MAX_DISPLAY_NAME = 100;
// C0/C1 controls, zero-width and direction marks, bidi embeddings, overrides and isolates.
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
// Joiners that are part of what a name shows, so they do not count as hidden: U+200D inside an
// emoji sequence (👨‍💻, 🏳️‍🌈: an emoji, maybe with VS16 or a skin tone, then another emoji), and
// U+200C/U+200D between letters or marks of a script whose shaping they change (Persian
// «می‌خواهم», Indic conjuncts). Between Latin letters they would draw nothing and stay refused.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})/gu;
const SHAPING_SCRIPT =
  "\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Nko}\\p{Script=Mongolian}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Gurmukhi}\\p{Script=Gujarati}\\p{Script=Oriya}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Kannada}\\p{Script=Malayalam}\\p{Script=Sinhala}";
const SCRIPT_JOINER = new RegExp(`(?<=[${SHAPING_SCRIPT}])[\u200c\u200d](?=[${SHAPING_SCRIPT}])`, "gu");

/** The stored form of a display name, or undefined when it is blank (keep or derive one). Throws DISPLAY_NAME_INVALID. */
export function normalizeDisplayName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const name = raw.replace(/[\t\n\r\f\v ]+/g, " ").trim();
  if (!name) return undefined;
  if (HIDDEN.test(name.replace(EMOJI_JOINER, "").replace(SCRIPT_JOINER, "")))
    throw new AppError("DISPLAY_NAME_INVALID", "A display name cannot contain control, zero-width or text-direction characters.", {
      details: { displayName: raw },
    });
  if ([...name].length > MAX_DISPLAY_NAME)
    throw new AppError("DISPLAY_NAME_INVALID", `A display name has at most ${MAX_DISPLAY_NAME} characters.`, { details: { length: [...name].length } });
  return name;
}

/** "pdf-tools" → "Pdf Tools": the display name of a new skill nobody named. */
export function titleFromName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
