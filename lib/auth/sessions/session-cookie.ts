// The browser session cookie: one name and one set of attributes shared by Auth.js (GitHub
// sign-in), development sign-in and the code that reads sessions back (docs/decisions/001-sessions.md).
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

/** The value of one cookie from a Cookie header, or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
