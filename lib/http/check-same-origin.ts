// CSRF defence for cookie-authenticated state changes (API routes and server actions): the
// browser's Origin must be this site. SameSite=Lax already keeps the cookie off cross-site
// POSTs; this check also covers sibling subdomains and old browsers.
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts this request may legitimately come from: the public URL, the Host the browser used, the URL we see. */
function allowedHosts(headers: Headers, requestUrl?: string): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string | null | undefined) => host && hosts.add(host.trim().toLowerCase());
  add(hostOf(getConfig().HUB_PUBLIC_URL));
  add(headers.get("x-forwarded-host")?.split(",")[0]);
  add(headers.get("host"));
  add(hostOf(requestUrl));
  return hosts;
}

export function isSameOriginRequest(headers: Headers, requestUrl?: string): boolean {
  const origin = headers.get("origin");
  if (origin) {
    const host = hostOf(origin);
    return host !== null && allowedHosts(headers, requestUrl).has(host);
  }
  // Every current browser sends Origin on POST; without it, accept only what Fetch Metadata vouches for.
  return headers.get("sec-fetch-site") === "same-origin";
}

export function assertSameOrigin(headers: Headers, requestUrl?: string): void {
  if (!isSameOriginRequest(headers, requestUrl)) {
    throw new AppError("CSRF_REJECTED", "This request did not come from this site; reload the page and try again.");
  }
}
