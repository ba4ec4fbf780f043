// A page render cannot see its request's method: Next.js answers a HEAD to a page with the page's
// GET render and drops the body. Pages that must tell a read from a HEAD (an audited view of a
// private skill's file, app/_lib/request-method.ts) read it from this header, which the process
// owning the socket sets on every request before Next.js sees it, replacing whatever a client sent.
// Installed once from instrumentation.ts (lib/http/intercept-requests.ts).
import { interceptRequests } from "./intercept-requests";

export const REQUEST_METHOD_HEADER = "x-skillvault-request-method";

export function stampRequestMethod(): void {
  interceptRequests("stamp-request-method", (request, _response, next) => {
    request.headers[REQUEST_METHOD_HEADER] = request.method ?? "GET";
    next();
  });
}
