// A path with malformed percent-encoding (`/%`, `/%E0%A4%A`, `/api/v1/skills/%FF`) names nothing:
// Next.js throws decoding it and answers 500. Refused here, before routing, with 400 MALFORMED_URL.
// The query string is left alone: Next.js and URLSearchParams read a stray `%` there as itself.
import { AppError } from "@/lib/errors";
import { answerEarly } from "./answer-early";
import { interceptRequests } from "./intercept-requests";

export function isMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function refuseMalformedUrls(): void {
  interceptRequests("refuse-malformed-urls", (request, response, next) => {
    if (!isMalformedPath(request.url ?? "/")) return next();
    answerEarly(request, response, new AppError("MALFORMED_URL", "The URL's path has malformed percent-encoding (a '%' must start a valid UTF-8 escape such as %20)."));
  });
}
