// Every page render the page cache does not spare draws on the "page" rate limit (lib/ratelimit):
// cache misses, and requests that bypass the cache because they carry something that may be a
// session cookie or an Authorization header. Bypassing is by design (the cache never guesses who
// is signed in), but without a real session it is an anonymous render on demand, so it is counted
// per address like one; a real session is counted per user, with a budget no person browsing
// reaches. Answered pages from the cache cost nothing and are never counted.
import type { IncomingMessage } from "node:http";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { readSessionToken } from "@/lib/auth/sessions/session-cookie";
import { getConfig } from "@/lib/config";
import { type AppError, isAppError } from "@/lib/errors";
import { checkRateLimit } from "@/lib/http/check-rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { webHeaders } from "@/lib/http/web-headers";

/** Null when the render may go ahead; the RATE_LIMITED error (429, Retry-After) when the budget is spent. */
export async function chargePageRender(request: IncomingMessage): Promise<AppError | null> {
  if (getConfig().RATE_LIMIT_DISABLED) return null;
  const ip = clientIp(new Request("http://page.invalid/", { headers: webHeaders(request) }));
  // The cookie is read by the framework's own parser (readSessionToken), as the page itself will.
  const sessionToken = readSessionToken(request.headers.cookie ?? null);
  const actor = sessionToken ? await sessionActor({ sessionToken }) : null;
  try {
    await checkRateLimit({ class: "page", ip, actor });
    return null;
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") return error;
    throw error;
  }
}
