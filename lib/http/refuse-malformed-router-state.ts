// A client-side navigation (RSC: 1) sends the router's state in Next-Router-State-Tree; one Next.js
// cannot read (not JSON, not its shape, sent twice, over its 40 KB cap) made it answer 500. Refused
// here with 400 BAD_REQUEST, judged by Next.js's own reader (lib/http/next): the router of a page
// this site served never sends such a header, so only a hand-made request is refused.
import { AppError } from "@/lib/errors";
import { answerEarly } from "./answer-early";
import { interceptRequests } from "./intercept-requests";
import { routerStateIsMalformed } from "./next/router-state-is-malformed";

export function refuseMalformedRouterState(): void {
  interceptRequests("refuse-malformed-router-state", (request, response, next) => {
    const page = !/^\/(?:api|_next)\//.test(request.url ?? "/");
    if (!page || !routerStateIsMalformed(request.headers)) return next();
    answerEarly(request, response, new AppError("BAD_REQUEST", "The Next-Router-State-Tree header could not be read; reload the page."));
  });
}
