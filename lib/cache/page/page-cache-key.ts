// Which requests the page cache may answer, and the key they are answered under. Only anonymous
// GETs of the pages most visitors land on: the home page, publisher profiles and skill pages with
// their tabs, and the reference pages under /docs (the API reference is the slowest page to render),
// all drawn from what the page generation covers (or, for /docs/api and /docs/verify, from nothing
// in the database at all). The one part of them that depends
// on who asks is the signed-in user, so a request with any trace of a session cookie (however
// written: mayCarrySession) or any Authorization header always renders: the cache never decides
// "anonymous" by parsing cookies itself, where a parser differing from the framework's would let
// `<session>=%E0; <session>=<real>` be rendered for the owner and replayed to everyone.
// Everything else a page reads from the request (its URL, the host it was addressed to, the RSC
// navigation headers, the encodings the client accepts) is part of the key.
import type { IncomingMessage } from "node:http";
import { mayCarrySession } from "@/lib/auth/sessions/session-cookie";

/** Top-level paths of the site that are not owners (app/(site)/*, app/api, Next's assets). */
export const NOT_OWNERS = new Set([
  "_next",
  "admin",
  "api",
  "cli",
  "dashboard",
  "docs",
  "import",
  "moderation",
  "publish",
  "search",
  "settings",
  "setup",
  "signin",
  "skills",
]);

const HOME = /^\/(?:\?.*)?$/;
/** The reference pages: the API page is ~1.4 MB of HTML and costs hundreds of milliseconds to render. */
const DOCS_PAGE = /^\/docs\/(?:api|verify|signing-keys|sitemap)\/?(?:\?.*)?$/;
/** `/<owner>` and `/<owner>/<slug>[/tab]`; a dot marks a file (robots.txt, icon.svg), never a handle. */
const OWNER_PAGE = /^\/([^/?#.]+)(?:\/([^/?#]+)(?:\/(?:files|versions|versions\/compare|security|install))?)?\/?(?:\?.*)?$/;

/** Request headers that change what Next.js renders for the same URL (see its Vary header). */
const KEYED_HEADERS = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "accept-encoding",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];

export function isCacheablePagePath(url: string): boolean {
  if (HOME.test(url) || DOCS_PAGE.test(url)) return true;
  const match = OWNER_PAGE.exec(url);
  return match !== null && !NOT_OWNERS.has(match[1]!.toLowerCase());
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** The cache key, or null when this request must be rendered for whoever sent it. */
export function pageCacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" || !request.url || !isCacheablePagePath(request.url)) return null;
  if (request.headers.authorization !== undefined || mayCarrySession(request.headers.cookie)) return null;
  return [request.url, ...KEYED_HEADERS.map((name) => header(request, name))].join("\n");
}
