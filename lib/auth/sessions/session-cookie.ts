// The browser session cookie: one name and one set of attributes shared by Auth.js (GitHub
// sign-in), development sign-in and the code that reads sessions back (docs/decisions/001-sessions.md).
// Next.js's own cookie parser (what next/headers cookies() uses), not a copy of it.
// eslint-disable-next-line layers/import-boundaries -- a pure parser shipped with Next.js; reading cookies as the framework does beats a second parser
import { parseCookie } from "next/dist/compiled/@edge-runtime/cookies";
import { getConfig } from "@/lib/config";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Secure in production, with two exceptions where browsers would drop a Secure cookie and nobody
 * could sign in: an operator who declares a plain-http public URL (HUB_PUBLIC_URL=http://…, e.g.
 * a LAN box), and the zero-config trial (`npm start` on the embedded database without
 * HUB_PUBLIC_URL), which people open as http://localhost or http://<ip>.
 */
export function secureCookiesEnabled(): boolean {
  const config = getConfig();
  if (!config.production) return false;
  if (config.HUB_PUBLIC_URL) return config.HUB_PUBLIC_URL.startsWith("https:");
  return !config.embedded;
}

/** Auth.js's own naming, so its handlers and ours agree; `__Secure-` stops sibling hosts from planting it. */
export function sessionCookieName(): string {
  return secureCookiesEnabled() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export function sessionCookieOptions(expires: Date) {
  return { httpOnly: true, secure: secureCookiesEnabled(), sameSite: "lax" as const, path: "/", expires };
}

/**
 * The session secret in a Cookie header, read by the parser behind Next.js's cookies() (pages,
 * server actions): the last well-formed value of the name wins, a badly percent-encoded one is
 * skipped. The API reads it here so both agree on who is asking; never parse cookies a second way.
 */
export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader).get(sessionCookieName()) || null;
}

/**
 * Whether a Cookie header carries anything that may be a session, however it is written: any
 * Auth.js session cookie name (secure-prefixed or not, chunked, any value, duplicated, badly
 * encoded) or Next.js's draft-mode cookies. A superset of what any parser could take for a
 * session, so the page cache (lib/page-cache) never has to guess which value the framework picks.
 */
export function mayCarrySession(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? SESSION_TRACE.test(cookieHeader) : false;
}

const SESSION_TRACE = /session-token|__prerender_bypass|__next_preview_data/i;
