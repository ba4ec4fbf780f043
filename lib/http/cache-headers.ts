// Cache headers for mutable read responses (GUIDE §3): short-lived and public for everyone's view;
// never stored when the caller saw more than the public does (owners, moderators). A body with
// links drawn from the request (publicBaseUrl without HUB_PUBLIC_URL) follows publicBaseUrlCacheHeaders.
import { publicBaseUrlCacheHeaders } from "./public-base-url";

export function mutableCacheHeaders(input: { privileged: boolean; maxAgeSeconds?: number; linksFromRequest?: boolean }): Record<string, string> {
  const maxAge = input.maxAgeSeconds ?? 60;
  if (input.privileged) return { "Cache-Control": "private, no-store", Vary: "Authorization, Cookie" };
  if (!input.linksFromRequest) return { "Cache-Control": `public, max-age=${maxAge}`, Vary: "Authorization, Cookie" };
  const links = publicBaseUrlCacheHeaders(maxAge);
  return { "Cache-Control": links["Cache-Control"]!, Vary: ["Authorization, Cookie", links.Vary].filter(Boolean).join(", ") };
}
