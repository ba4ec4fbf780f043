// The short code a person types on /cli/device: 8 letters without vowels or look-alikes
// (RFC 8628 §6.1), shown as XXXX-XXXX. 20^8 ≈ 2.6·10^10 codes, with guesses rate limited.
import { randomInt } from "node:crypto";

const ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
const LENGTH = 8;

export function generateUserCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed, in canonical form (case, spaces and dashes forgiven), or null if it cannot be a code. */
export function normalizeUserCode(input: string): string | null {
  const letters = input.toUpperCase().replace(/[\s-]/g, "");
  if (letters.length !== LENGTH || [...letters].some((char) => !ALPHABET.includes(char))) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
