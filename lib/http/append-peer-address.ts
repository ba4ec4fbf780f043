// `next start` hands route handlers a client's own X-Forwarded-For untouched (it only fills the
// header in when it is absent), so a caller could name any address and get a fresh rate-limit
// budget per request. The process that owns the socket appends the peer's address before Next.js
// sees the request, as every reverse proxy does; clientIp() then counts TRUST_PROXY_HOPS from the
// right starting at an entry no client can forge. Installed once from instrumentation.ts.
import http from "node:http";

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
const holder = globalThis as { __skillvaultPeerAddress?: boolean };

export function appendPeerAddress(): void {
  if (holder.__skillvaultPeerAddress) return;
  holder.__skillvaultPeerAddress = true;
  const prototype = http.Server.prototype as unknown as { emit: Emit };
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const peer = request.socket?.remoteAddress;
      if (peer) {
        const prior = request.headers["x-forwarded-for"];
        const given = Array.isArray(prior) ? prior.join(", ") : prior;
        request.headers["x-forwarded-for"] = given ? `${given}, ${peer}` : peer;
      }
    }
    return emit.call(this, event, ...args);
  };
}
