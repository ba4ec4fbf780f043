// The site's public origin for links we hand out (device-flow verification URL, discovery and
// OpenAPI documents, …) and for the CSRF origin check: HUB_PUBLIC_URL when set, else the origin
// the request was addressed to. That is the Host header over plain HTTP (`next start` serves no
// TLS itself); X-Forwarded-Host/-Proto count only behind TRUST_PROXY_HOPS trusted proxies, since
// without one any client can write them.
import { getConfig } from "@/lib/config";

function originOfHost(scheme: "http" | "https", host: string | null | undefined): string | null {
  if (!host) return null;
  try {
    const url = new URL(`${scheme}://${host.trim()}`);
    // Only a bare host[:port]: "a@b", "a/b", "a\\b" or "a?b" would name another origin than it seems to.
    const bare = url.username === "" && url.password === "" && url.pathname === "/" && url.search === "" && url.hash === "" && !/[/\\?#@]/.test(host);
    return bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin this request was addressed to, as far as this server may believe the headers; null when they name none. */
export function requestOrigin(headers: Headers): string | null {
  const trustedProxy = getConfig().TRUST_PROXY_HOPS > 0;
  const forwarded = (name: string) => (trustedProxy ? headers.get(name)?.split(",")[0]?.trim() || undefined : undefined);
  const scheme = forwarded("x-forwarded-proto")?.toLowerCase() === "https" ? "https" : "http";
  return originOfHost(scheme, forwarded("x-forwarded-host") ?? headers.get("host"));
}

/**
 * The site's address for links printed outside any request (`npm start`, the admin CLI):
 * HUB_PUBLIC_URL when set, else http://localhost:PORT; `from` says which, so the printout can.
 */
export function configuredSiteUrl(): { url: string; from: "HUB_PUBLIC_URL" | "PORT" } {
  const config = getConfig();
  if (config.HUB_PUBLIC_URL) return { url: config.HUB_PUBLIC_URL.replace(/\/+$/, ""), from: "HUB_PUBLIC_URL" };
  return { url: `http://localhost:${config.PORT}`, from: "PORT" };
}

export function publicBaseUrl(request: Request): string {
  const configured = getConfig().HUB_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return requestOrigin(request.headers) ?? new URL(request.url).origin;
}

/**
 * Cache headers for a response whose body names publicBaseUrl(). With HUB_PUBLIC_URL the body is
 * the same for everyone and may be cached publicly; without it the body was drawn from the
 * request's Host (and forwarded headers), so it is private to that client and says what it varies on:
 * a shared cache must never hand one Host's links to another's visitors.
 */
export function publicBaseUrlCacheHeaders(maxAgeSeconds: number): Record<string, string> {
  const config = getConfig();
  if (config.HUB_PUBLIC_URL) return { "Cache-Control": `public, max-age=${maxAgeSeconds}` };
  return { "Cache-Control": `private, max-age=${maxAgeSeconds}`, Vary: config.TRUST_PROXY_HOPS > 0 ? "Host, X-Forwarded-Host, X-Forwarded-Proto" : "Host" };
}
