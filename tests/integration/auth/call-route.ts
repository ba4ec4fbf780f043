// Calls an exported route handler with a real Request (real database underneath), the way Next.js would.
export const SITE = "http://hub.test";

export type CallInit = {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  origin?: string | null;
  params?: Record<string, string>;
  ip?: string;
};

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export function callRoute(route: Route, path: string, init: CallInit = {}): Promise<Response> {
  const headers = new Headers({ host: "hub.test", "x-forwarded-for": init.ip ?? "198.51.100.10" });
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.origin) headers.set("origin", init.origin);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${SITE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  return route(request, { params: Promise.resolve(init.params ?? {}) });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Our JSON error body's code, or (ClawHub-compatible routes answer errors as text) the X-Error-Code header. */
export async function errorCode(response: Response): Promise<string> {
  const header = response.headers.get("x-error-code");
  if (header) return header;
  return (await json<{ error: { code: string } }>(response)).error.code;
}
