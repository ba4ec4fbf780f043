// Without a trusted proxy (TRUST_PROXY_HOPS=0) X-Forwarded-Host, -Proto and -Port are whatever the
// client wrote, yet Next.js believes them: its server-action origin check, the protocol of
// request.url and Auth.js's URLs (trustHost) are built from them. They are removed before Next.js
// sees the request, which then fills them from the socket and Host as it does for a direct client.
// Behind trusted proxies the proxy's values stand (X-Forwarded-For is handled by append-peer-address.ts).
import { getConfig } from "@/lib/config";
import { interceptRequests } from "./intercept-requests";

const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

export function dropForgedForwardedHeaders(): void {
  interceptRequests("drop-forged-forwarded-headers", (request, _response, next) => {
    if (getConfig().TRUST_PROXY_HOPS === 0) for (const name of FORWARDED) delete request.headers[name];
    next();
  });
}
