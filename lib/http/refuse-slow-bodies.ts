// Every request body is held to one pace (body-pace.ts), whoever reads it: a body that arrives
// slower than that, or never (a Content-Length larger than what is sent), is answered 408
// REQUEST_TIMEOUT and its connection closed, instead of being waited on for Node's 5-minute
// request timeout while Next.js (a server action, a route reading JSON) waits with it. Bytes are
// counted on the socket, so nothing of the body is consumed here; time while the body sits unread
// in Node's buffer (our side reading slowly, e.g. an upload waiting for a worker) is not the
// client's and is not counted. Next.js's own answer, should it come later, is dropped
// (replace-framework-answer.ts).
import { AppError } from "@/lib/errors";
import { bodyTooSlow, MIN_BODY_BYTES_PER_SECOND } from "./body-pace";
import { interceptRequests } from "./intercept-requests";
import { replaceFrameworkAnswer } from "./replace-framework-answer";

const CHECK_EVERY_MS = 1_000;

export function refuseSlowBodies(): void {
  interceptRequests("refuse-slow-bodies", (request, response, next) => {
    const declared = Number(request.headers["content-length"] ?? "0");
    const socket = request.socket;
    if (request.complete || !socket || (!(declared > 0) && request.headers["transfer-encoding"] === undefined)) return next();
    const answer = replaceFrameworkAnswer(request, response, () => null);
    let since = Date.now();
    let from = socket.bytesRead;
    const watch = setInterval(() => {
      if (request.complete || response.writableEnded || socket.destroyed) return clearInterval(watch);
      if (request.readableLength >= request.readableHighWaterMark) {
        since = Date.now(); // we are the slow side: the clock restarts
        from = socket.bytesRead;
        return;
      }
      if (!bodyTooSlow(socket.bytesRead - from, Date.now() - since)) return;
      clearInterval(watch);
      const error = new AppError("REQUEST_TIMEOUT", `The request body arrived slower than ${MIN_BODY_BYTES_PER_SECOND} bytes a second.`, {
        details: { minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND },
        headers: { Connection: "close" },
      });
      if (answer.answerNow(error)) response.once("finish", () => socket.destroy());
      else socket.destroy();
    }, CHECK_EVERY_MS);
    watch.unref();
    next();
  });
}
