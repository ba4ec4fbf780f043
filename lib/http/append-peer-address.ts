// `next start` hands route handlers a client's own X-Forwarded-For untouched (it only fills the
// header in when it is absent), so a caller could name any address and get a fresh rate-limit
// budget per request. The process that owns the socket appends the peer's address before Next.js
// sees the request, as every reverse proxy does; clientIp() then counts TRUST_PROXY_HOPS from the
// right starting at an entry no client can forge. Installed once from instrumentation.ts
// (lib/http/intercept-requests.ts).
import { interceptRequests } from "./intercept-requests";

export function appendPeerAddress(): void {
  interceptRequests("append-peer-address", (request, _response, next) => {
    const peer = request.socket?.remoteAddress;
    if (peer) {
      const prior = request.headers["x-forwarded-for"];
      const given = Array.isArray(prior) ? prior.join(", ") : prior;
      request.headers["x-forwarded-for"] = given ? `${given}, ${peer}` : peer;
    }
    next();
  });
}
