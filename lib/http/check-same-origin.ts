// CSRF defence for cookie-authenticated state changes (API routes and server actions): the
// browser's Origin must be this site, scheme, host and port: HUB_PUBLIC_URL's origin or the one
// the request was addressed to (public-base-url.ts requestOrigin: X-Forwarded-* only behind
// TRUST_PROXY_HOPS trusted proxies). SameSite=Lax already keeps the cookie off cross-site POSTs;
// this check also covers sibling subdomains, plain-http pages of the same host and old browsers.
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { requestOrigin } from "./public-base-url";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins this request may legitimately come from: the public URL and the origin the request was addressed to. */
function allowedOrigins(headers: Headers): Set<string> {
  return new Set([originOf(getConfig().HUB_PUBLIC_URL), requestOrigin(headers)].filter((origin): origin is string => origin !== null));
}

export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    const normalized = originOf(origin);
    return normalized !== null && allowedOrigins(headers).has(normalized);
  }
  // Every current browser sends Origin on POST; without it, accept only what Fetch Metadata vouches for.
  return headers.get("sec-fetch-site") === "same-origin";
}

export function assertSameOrigin(headers: Headers): void {
  if (!isSameOriginRequest(headers)) {
    throw new AppError("CSRF_REJECTED", "This request did not come from this site; reload the page and try again.");
  }
}
