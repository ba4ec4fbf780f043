// The /api/auth route's work: hand the request to Auth.js on the origin the sign-in started from.
// Auth.js names its redirect_uri from the URL of the request it handles. next-auth's signIn action
// (which starts a sign-in) builds that URL from AUTH_URL, else the Host the browser used
// (X-Forwarded-Host/-Proto, which lib/http keeps only from trusted proxies); the callback must name
// the same, or the provider refuses the code exchange ("redirect_uri mismatch"). next-auth's route
// handlers cannot: Next.js's request URL is its own (a loopback Host such as 127.0.0.1 becomes
// "localhost"), and their AUTH_URL rewrite builds another NextRequest, which normalises it again.
// So the route calls Auth.js itself with a plain Request on that origin.
import { Auth } from "@auth/core";
import { getConfig } from "@/lib/config";
import { requestOrigin } from "@/lib/http/public-base-url";
import { buildAuthConfig } from "./auth-config";

export async function handleAuthjsRequest(request: Request): Promise<Response> {
  const configured = getConfig().AUTH_URL;
  const origin = configured ? new URL(configured).origin : (requestOrigin(request.headers) ?? new URL(request.url).origin);
  const { pathname, search } = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const readdressed = new Request(new URL(`${pathname}${search}`, origin), {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  });
  const response = await Auth(readdressed, buildAuthConfig());
  // Auth.js answers redirects with Response.redirect(), whose headers are immutable; lib/http adds its own.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
}
