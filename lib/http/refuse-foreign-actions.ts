// Server actions (POSTs to pages) from another origin: Next.js's own check aborts them with a 500
// (and a malformed Origin makes it throw). Refused here with 403 CSRF_REJECTED by the same rule as
// every cookie-authenticated write (check-same-origin.ts), which is at least as strict as Next.js's
// once forged X-Forwarded-* are dropped (drop-forged-forwarded-headers.ts) and HUB_PUBLIC_URL is
// among its allowed origins (next.config.ts). A POST without Origin goes on: authedAction then asks
// Fetch Metadata. API routes check for themselves (withApi), and tokens are no CSRF vector.
import { AppError } from "@/lib/errors";
import { answerEarly } from "./answer-early";
import { isSameOriginRequest } from "./check-same-origin";
import { interceptRequests } from "./intercept-requests";
import { webHeaders } from "./web-headers";

export function refuseForeignActions(): void {
  interceptRequests("refuse-foreign-actions", (request, response, next) => {
    const page = !/^\/(?:api|_next)\//.test(request.url ?? "/");
    if (request.method !== "POST" || !page || request.headers.origin === undefined || isSameOriginRequest(webHeaders(request))) return next();
    answerEarly(request, response, new AppError("CSRF_REJECTED", "This request did not come from this site; reload the page and try again."));
  });
}
