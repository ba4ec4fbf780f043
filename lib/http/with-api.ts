// The one wrapper every route handler goes through. It owns, in order: request id, actor
// (token or session), same-origin check for cookie-authenticated writes, scopes, rate limit,
// owner-qualified slugs (qualify-slug.ts), names of mirrored skills (lib/mirror: plain names,
// pull-through), parsing params/query/body with zod, and turning
// whatever is thrown into the JSON error shape.
// Handlers only do their domain call.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { hasScope, type Scope } from "@/lib/auth/scopes";
import { AppError, toHttp } from "@/lib/errors";
import type { RateLimitClass } from "@/lib/ratelimit";
import { checkRateLimit, rateLimitHeaders } from "./check-rate-limit";
import { assertSameOrigin, SAFE_METHODS } from "./check-same-origin";
import { clientIp } from "./client-ip";
import { readJsonBody } from "./read-json-body";
import { resolveActor } from "./resolve-actor";
import { registryClosed } from "@/lib/access/visibility";
import { logError } from "./log-error";
import { qualifyBodySlug, qualifyRequestSlug } from "./qualify-slug";
import { resolveRequestNames } from "@/lib/mirror/resolve-request-names";

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ApiOptions<Q extends Schema | undefined, B extends Schema | undefined, P extends Schema | undefined> = {
  /** "required" when scopes are given. Default "optional": the actor is resolved when credentials are sent. */
  auth?: "none" | "optional" | "required";
  /**
   * Answers without signing in even in a closed registry (HUB_REQUIRE_SIGNIN=1): discovery, health,
   * sign-in and the device flow, webhooks and OIDC token exchange. Everything else then needs a session or token.
   */
  openInClosedRegistry?: boolean;
  scopes?: Scope[];
  /** Default: "read" for GET/HEAD, "write" otherwise. false = not limited (health checks). */
  rateLimit?: RateLimitClass | false;
  query?: Q;
  body?: B;
  params?: P;
  /** JSON body limit in bytes (default 1 MiB). Multipart handlers read ctx.request themselves. */
  maxBodyBytes?: number;
};

export type ApiContext<Q, B, P, A extends Actor | null> = {
  request: Request;
  requestId: string;
  ip: string;
  actor: A;
  query: Q;
  body: B;
  params: P;
};

type RouteContext = { params?: Promise<Record<string, string | string[]>> };

export function withApi<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  const O extends ApiOptions<Q, B, P> = ApiOptions<Q, B, P>,
>(
  handler: (ctx: ApiContext<Out<Q>, Out<B>, Out<P>, O extends { auth: "required" } | { scopes: Scope[] } ? Actor : Actor | null>) => Promise<unknown>,
  options: O & ApiOptions<Q, B, P> = {} as O & ApiOptions<Q, B, P>,
) {
  return async function route(request: Request, routeContext?: RouteContext): Promise<Response> {
    const requestId = request.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const ip = clientIp(request);
    const extraHeaders: Record<string, string> = { "X-Request-Id": requestId };
    try {
      const needsActor = options.auth === "required" || (options.scopes?.length ?? 0) > 0;
      const closed = registryClosed() && !options.openInClosedRegistry;
      const resolved = options.auth === "none" && !closed ? null : await resolveActor(request, ip);
      if (closed && !resolved)
        throw new AppError("SIGNIN_REQUIRED", "This registry is closed: sign in, or send 'Authorization: Bearer <token>' (clawhub login --token).");
      if (needsActor && !resolved) throw new AppError("UNAUTHENTICATED", "Sign in or send 'Authorization: Bearer <token>'.");
      // A route that asks for no credentials never acts on any (in a closed registry they only open the door).
      const actor = options.auth === "none" ? null : resolved;
      // A browser session rides along automatically on cross-site requests; bearer tokens do not.
      if (actor?.via === "session" && !SAFE_METHODS.has(request.method)) assertSameOrigin(request.headers);
      for (const scope of options.scopes ?? []) {
        if (actor && !hasScope(actor.scopes, scope)) throw new AppError("FORBIDDEN", `This action needs the '${scope}' scope.`);
      }
      const limitClass = options.rateLimit ?? (["GET", "HEAD"].includes(request.method) ? "read" : "write");
      if (limitClass) {
        const result = await checkRateLimit({ class: limitClass, ip, actor });
        if (result) Object.assign(extraHeaders, rateLimitHeaders(result));
      }
      const rawParams: Record<string, unknown> = { ...((await routeContext?.params) ?? {}) };
      const rawQuery: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
      qualifyRequestSlug({ params: rawParams, query: rawQuery, querySchema: options.query });
      await resolveRequestNames({ method: request.method, ip, params: rawParams, query: rawQuery });
      const params = options.params ? options.params.parse(rawParams) : undefined;
      const query = options.query ? options.query.parse(rawQuery) : undefined;
      const body = options.body ? options.body.parse(qualifyBodySlug(await readJsonBody(request, options.maxBodyBytes), options.body)) : undefined;
      const result = await handler({ request, requestId, ip, actor: actor as never, query: query as never, body: body as never, params: params as never });
      const response = result instanceof Response ? result : Response.json(result ?? { ok: true });
      for (const [key, value] of Object.entries(extraHeaders)) if (!response.headers.has(key)) response.headers.set(key, value);
      return response;
    } catch (error) {
      const mapped = toHttp(error, requestId);
      if (mapped.log) logError(requestId, request, error);
      return Response.json(mapped.body, { status: mapped.status, headers: { ...extraHeaders, ...mapped.headers } });
    }
  };
}
