// The wrapper for ClawHub-compatible routes: withApi (auth, scopes, rate limits, zod, error mapping),
// with errors answered in ClawHub's style: a text/plain body the clawhub CLI shows as is, and our
// stable code in `X-Error-Code` for clients that branch on it. Success bodies are untouched.
import type { ErrorBody } from "@/lib/errors";
import { formatErrorText } from "./format-error-text";
import { withApi } from "./with-api";

export const ERROR_CODE_HEADER = "X-Error-Code";

async function toClawhubError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ErrorBody | null;
  if (!body?.error?.code) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set(ERROR_CODE_HEADER, body.error.code);
  headers.delete("Content-Length");
  return new Response(formatErrorText(body), { status: response.status, headers });
}

/** Same signature as withApi. */
export const withClawhubApi = ((handler: never, options: never) => {
  const route = withApi(handler, options);
  return async (request: Request, context?: { params?: Promise<Record<string, string | string[]>> }) => toClawhubError(await route(request, context));
}) as typeof withApi;
