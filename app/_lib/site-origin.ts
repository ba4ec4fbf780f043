// The site's public origin for absolute URLs in metadata, sitemap and robots: HUB_PUBLIC_URL, or
// the origin this request was addressed to (same rules as the API's links, lib/http).
// Once per request (React cache): the root layout's metadata and the page both ask for it.
import { headers } from "next/headers";
import { cache } from "react";
import { getConfig } from "@/lib/config";
import { publicBaseUrl } from "@/lib/http/public-base-url";

export const siteOrigin = cache(async (): Promise<string> => {
  // Read the request first either way: callers rely on this making their route dynamic.
  const incoming = await headers();
  // A configured origin does not depend on the request: skip copying its headers.
  const configured = getConfig().HUB_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const host = incoming.get("host") ?? "localhost";
  return publicBaseUrl(new Request(`http://${host}/`, { headers: new Headers(incoming) }));
});
