// Methods the site answers: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS. Any other (TRACE, PURGE,
// PROPFIND, made-up tokens) made route handlers answer 500 (the Fetch API's Request refuses TRACE)
// or a bare 400, and pages render as if it were a GET: refused here with 405 METHOD_NOT_ALLOWED.
// Under /api/ and /.well-known/, a method a route handler does not export gets Next.js's bare 405
// (no body, no Allow): that answer is given our JSON error body and code. OPTIONS
// to a page gets Next.js's bare 400: it is 405 METHOD_NOT_ALLOWED too (pages take GET, HEAD, POST).
import { AppError } from "@/lib/errors";
import { answerEarly } from "./answer-early";
import { interceptRequests } from "./intercept-requests";
import { replaceFrameworkAnswer } from "./replace-framework-answer";

export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const SERVED = new Set(SERVED_METHODS);
const ALLOW = SERVED_METHODS.join(", ");

export function refuseUnsupportedMethods(): void {
  interceptRequests("refuse-unsupported-methods", (request, response, next) => {
    const method = request.method ?? "";
    if (!SERVED.has(method))
      return answerEarly(request, response, new AppError("METHOD_NOT_ALLOWED", `This site does not answer ${method} requests.`, { headers: { Allow: ALLOW } }));
    const api = /^\/(?:api|\.well-known)\//.test(request.url ?? "");
    if (api || method === "OPTIONS") {
      const bare = api ? 405 : 400;
      replaceFrameworkAnswer(request, response, (status) =>
        status === bare && !response.hasHeader("content-type") ? new AppError("METHOD_NOT_ALLOWED", `This URL does not answer ${method} requests.`) : null,
      );
    }
    next();
  });
}
