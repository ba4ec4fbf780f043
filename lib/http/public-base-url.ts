// The site's public origin for links we hand out (device-flow verification URL, …):
// HUB_PUBLIC_URL when set, else the origin the request was addressed to (as the proxy saw it,
// when TRUST_PROXY_HOPS says there is one).
import { getConfig } from "@/lib/config";

export function publicBaseUrl(request: Request): string {
  const config = getConfig();
  if (config.HUB_PUBLIC_URL) return config.HUB_PUBLIC_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwarded = (name: string) => (config.TRUST_PROXY_HOPS > 0 ? request.headers.get(name)?.split(",")[0]?.trim() : undefined);
  const host = forwarded("x-forwarded-host") || request.headers.get("host") || url.host;
  const proto = forwarded("x-forwarded-proto") || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
