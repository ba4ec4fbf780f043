// The caller's address for rate limiting and download de-duplication. Next.js fills
// X-Forwarded-For with the socket address when the header is absent; behind N trusted
// proxies (TRUST_PROXY_HOPS) the client is the Nth entry from the right.
import { getConfig } from "@/lib/config";

export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (!forwarded) return "unknown";
  const hops = forwarded.split(",").map((part) => part.trim()).filter(Boolean);
  const index = Math.max(0, hops.length - 1 - getConfig().TRUST_PROXY_HOPS);
  return hops[index] ?? "unknown";
}
