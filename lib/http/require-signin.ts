// A closed registry (HUB_REQUIRE_SIGNIN=1, an intranet): pages are for signed-in people only. Ahead
// of Next.js (and of the page cache), a page request without a live session is sent to sign-in.
// API routes decide in withApi (a bearer token counts there); sign-in itself, Next.js's assets and
// the discovery documents stay open. The session is read with the one cookie parser and looked up,
// never guessed from the cookie's presence: a made-up cookie gets the sign-in page too.
import type http from "node:http";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { readSessionToken } from "@/lib/auth/sessions/session-cookie";
import { interceptRequests } from "./intercept-requests";
import { securityHeaders } from "./security-headers";
import { getConfig } from "@/lib/config";

/** Paths anyone may load in a closed registry: signing in, its assets, API routes (withApi decides), discovery. */
const OPEN = /^\/(?:signin(?:[/?]|$)|api\/|_next\/|\.well-known\/|icon\.svg$|favicon\.ico$|robots\.txt$)/;

export function isOpenInClosedRegistry(path: string): boolean {
  return OPEN.test(path);
}

async function signedIn(request: http.IncomingMessage): Promise<boolean> {
  const cookie = request.headers.cookie;
  const token = readSessionToken(Array.isArray(cookie) ? cookie.join("; ") : (cookie ?? null));
  return token !== null && (await sessionActor({ sessionToken: token })) !== null;
}

export function requireSignin(): void {
  interceptRequests("require-signin", (request, response, next) => {
    const target = request.url ?? "/";
    if (isOpenInClosedRegistry(target)) return next();
    signedIn(request).then(
      (yes) => {
        if (yes) return next();
        const headers = Object.fromEntries(securityHeaders({ production: getConfig().production }).map(({ key, value }) => [key, value]));
        // Only a path of this site goes into callbackUrl (the sign-in page checks it again: safe-callback-path.ts).
        response.writeHead(303, {
          ...headers,
          Location: `/signin?callbackUrl=${encodeURIComponent(target)}`,
          "Cache-Control": "no-store",
          "Content-Length": "0",
        });
        response.end();
      },
      () => {
        response.writeHead(503, { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
        response.end("Service unavailable: could not check your session.");
      },
    );
  });
}
