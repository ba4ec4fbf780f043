// Requests Node's HTTP parser refuses never become a request event, so neither our steps nor
// Next.js see them, and Node answered them with a bare status line: 431 for headers over its
// 16 KiB limit, 408 for headers that never finish, 400 for everything else it cannot parse (an
// unknown method token, a negative or repeated Content-Length, Content-Length beside
// Transfer-Encoding, a bad header name, bare LFs). They get the same answer every other refusal
// gets (answer-early.ts): our code in the body and in X-Error-Code, the security headers, and the
// connection closed, since what follows a request that could not be framed cannot be trusted.
import type { Duplex } from "node:stream";
import { AppError } from "@/lib/errors";
import { answerOnSocket } from "./answer-early";
import { interceptClientErrors } from "./intercept-requests";
import { SERVED_METHODS } from "./refuse-unsupported-methods";

type ParserError = Error & { code?: string; reason?: string; rawPacket?: Buffer };

/** The error to answer with, or null when there is nobody left to answer (the peer reset). */
function refusalFor(error: ParserError, method: string | undefined): AppError | null {
  switch (error.code) {
    case "ECONNRESET":
    case "EPIPE":
      return null;
    case "HPE_HEADER_OVERFLOW":
      return new AppError("HEADERS_TOO_LARGE", "The request's headers are larger than this server reads (16 KiB).");
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "HPE_HEADERS_TIMEOUT":
      return new AppError("REQUEST_TIMEOUT", "The request's headers did not arrive in time.");
    case "HPE_INVALID_METHOD":
      if (method) return new AppError("METHOD_NOT_ALLOWED", `This site does not answer ${method} requests.`, { headers: { Allow: SERVED_METHODS.join(", ") } });
      return new AppError("BAD_REQUEST", "The request is not HTTP/1.1.");
    default:
      return new AppError("BAD_REQUEST", `The request is not valid HTTP/1.1${error.reason ? `: ${error.reason}` : ""}.`);
  }
}

/** The request line as far as it was read: a method that is a token, and a path, if there are. */
function requestLine(raw: Buffer | undefined): { method?: string; url?: string } {
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) (\S{1,8192})/.exec(raw?.subarray(0, 8300).toString("latin1") ?? "");
  return match ? { method: match[1], url: match[2] } : {};
}

export function answerClientErrors(): void {
  interceptClientErrors((error: ParserError, socket: Duplex) => {
    const line = requestLine(error.rawPacket);
    const refusal = refusalFor(error, line.method);
    // Node's own rule: write only if nothing of a response is on this socket already.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!refusal || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    // Pages get text, the API JSON (as answerEarly decides from the path); an unreadable path is the API's.
    answerOnSocket(socket, { url: line.url ?? "/api/", method: line.method }, refusal);
  });
}
