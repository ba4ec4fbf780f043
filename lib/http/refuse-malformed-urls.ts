// Request targets Next.js cannot route and answers 500 for, refused here before routing with 400
// MALFORMED_URL: a path with malformed percent-encoding (`/%`, `/%E0%A4%A`, `/api/v1/skills/%FF`),
// and targets that are not a path (`*`, or an absolute URL naming another host, which Next.js
// would even redirect to: a 308 a shared cache could keep under our URL). An absolute URL naming
// this very Host is read as its path, as RFC 9112 asks of servers. A path with dot segments is refused
// too (hasDotSegment): Next.js would serve the path they resolve to. The query string is left alone:
// Next.js and URLSearchParams read a stray `%` there as itself.
import type http from "node:http";
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

/**
 * A "." or ".." segment, written plainly, percent-encoded (`%2e%2e`), behind a backslash or an
 * encoded slash: Next.js resolves it and serves another path than the one every step before it
 * read (`/api/../skills` passed the closed registry's sign-in step as an API path and rendered the
 * browse page). Browsers and clients resolve dot segments before sending; only an attack sends one.
 */
export function hasDotSegment(url: string): boolean {
  const path = decodeURIComponent(url.split(/[?#]/, 1)[0]!);
  return path.split(/[/\\]/).some((segment) => segment === "." || segment === "..");
}

/** The origin-form target ("/path?query") of a request, or null when it has none we may serve. */
export function originFormTarget(request: Pick<http.IncomingMessage, "url" | "headers">): string | null {
  const target = request.url ?? "";
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return url.host === String(request.headers.host ?? "").toLowerCase() ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function refuseMalformedUrls(): void {
  interceptRequests("refuse-malformed-urls", (request, response, next) => {
    const target = originFormTarget(request);
    if (target === null)
      return answerEarly(request, response, new AppError("MALFORMED_URL", "The request target must be a path on this site (absolute URLs are for proxies)."));
    if (isMalformedPath(target))
      return answerEarly(
        request,
        response,
        new AppError("MALFORMED_URL", "The URL's path has malformed percent-encoding (a '%' must start a valid UTF-8 escape such as %20)."),
      );
    if (hasDotSegment(target))
      return answerEarly(
        request,
        response,
        new AppError("MALFORMED_URL", "The URL's path has a '.' or '..' segment: send the path it stands for (clients resolve them before sending)."),
      );
    request.url = target;
    next();
  });
}
