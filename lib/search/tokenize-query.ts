// Turns what someone typed into the pieces the backends match on: words, a slug-shaped key and
// a name key for exact matches.
import { STOP_WORDS } from "./stop-words";

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Lower-cased letter/digit runs, in order, without duplicates. */
export function splitWords(text: string): string[] {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words.map((word) => word.slice(0, MAX_TOKEN_LENGTH)))];
}

export function tokenizeQuery(q: string): string[] {
  const words = splitWords(q);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length ? meaningful : words).slice(0, MAX_TOKENS);
}

/** "PDF Extractor" → "pdf-extractor"; "" when the text cannot be a slug. */
export function slugKeyOf(q: string): string {
  const key = q
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 64 ? key : "";
}

/** Lower-cased, trimmed, single-spaced: how display names are compared for an exact match. */
export function nameKeyOf(text: string): string {
  return text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
}
