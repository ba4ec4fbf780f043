// The shape of a first-admin setup code (32 random bytes, base64url): checked before any lookup.
import { z } from "zod";

export const setupCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a setup code.");

/** The path a setup link opens; `npm start` prints it after the site's URL. */
export function setupPath(code: string): string {
  return `/setup?code=${encodeURIComponent(code)}`;
}
