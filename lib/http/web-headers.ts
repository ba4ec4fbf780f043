// A Node request's headers as Fetch Headers, for the steps ahead of Next.js (intercept-requests.ts)
// that apply the rules route handlers apply to a Request (origin checks, client address).
import type http from "node:http";

export function webHeaders(request: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
