// The caller's address for rate limiting and download de-duplication. Next.js fills
// X-Forwarded-For with the socket address when the header is absent; behind N trusted
// proxies (TRUST_PROXY_HOPS) the client is the Nth entry from the right. The entry is normalised
// (normalize-address.ts) so one machine has one spelling; an entry that is no address is "unknown".
import { getConfig } from "@/lib/config";
import { normalizeAddress } from "./normalize-address";

export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (!forwarded) return "unknown";
  const hops = forwarded
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = Math.max(0, hops.length - 1 - getConfig().TRUST_PROXY_HOPS);
  const hop = hops[index];
  return (hop && normalizeAddress(hop)) ?? "unknown";
}
