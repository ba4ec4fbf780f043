// The shape of a one-time sign-in code (32 random bytes, base64url), checked before any lookup,
// how long a link works, and the path it opens.
import { z } from "zod";

export const signInLinkCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a sign-in code.");

/** Long enough to copy a link from a terminal to a browser, short enough that a leaked one is stale. */
export const SIGNIN_LINK_TTL_MS = 15 * 60 * 1000;

/** The page a sign-in link opens: it shows who it signs in as and signs in only on a button press (POST). */
export function signInLinkPath(code: string): string {
  return `/signin/link?code=${encodeURIComponent(code)}`;
}
