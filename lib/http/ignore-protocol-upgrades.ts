// A request with `Connection: Upgrade` (`Upgrade: h2c` from `curl --http2`, a websocket handshake)
// goes to the server's `upgrade` listeners instead of becoming a request. Next.js listens for its
// development hot reload and for websocket rewrites, neither of which a production build of this
// site has, and such requests were left without any answer. HTTP lets a server ignore Upgrade and
// answer in HTTP/1.1 (RFC 9110 §7.8), which Node does when nobody listens: in production the
// listeners are removed before the first request is parsed, so these are ordinary requests
// (every step, every route). CONNECT (a proxy tunnel) has no listener either and Node dropped the
// connection: it gets the 405 every other method no route serves gets.
import type http from "node:http";
import type { Duplex } from "node:stream";
import { AppError } from "@/lib/errors";
import { answerOnSocket } from "./answer-early";
import { interceptConnections } from "./intercept-requests";
import { SERVED_METHODS } from "./refuse-unsupported-methods";

function refuseConnect(request: http.IncomingMessage, socket: Duplex): void {
  const refusal = new AppError("METHOD_NOT_ALLOWED", "This site is not a proxy: it does not answer CONNECT requests.", {
    headers: { Allow: SERVED_METHODS.join(", ") },
  });
  answerOnSocket(socket, { url: "/api/", method: request.method }, refusal);
}

export function ignoreProtocolUpgrades(): void {
  interceptConnections("ignore-protocol-upgrades", (server) => {
    if (server.listenerCount("upgrade") > 0) server.removeAllListeners("upgrade");
    if (server.listenerCount("connect") === 0) server.on("connect", refuseConnect);
  });
}
