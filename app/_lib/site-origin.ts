// The site's public origin for absolute URLs in metadata, sitemap and robots: HUB_PUBLIC_URL, or
// the origin this request was addressed to (same rules as the API's links, lib/http).
import { headers } from "next/headers";
import { publicBaseUrl } from "@/lib/http/public-base-url";

export async function siteOrigin(): Promise<string> {
  const incoming = await headers();
  const host = incoming.get("host") ?? "localhost";
  return publicBaseUrl(new Request(`http://${host}/`, { headers: new Headers(incoming) }));
}
