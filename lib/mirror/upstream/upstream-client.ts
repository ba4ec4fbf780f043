// The only way lib/mirror talks to an upstream: GET with a time budget, a byte cap, redirects
// kept on the upstream's own origin (at most 3), the upstream's rate limits honoured, and
// transient failures retried a little. Answers are returned raw (status, headers, bytes); callers
// validate them (read-upstream-json.ts). Nothing an upstream sends ends up in an error message.
import { getConfig } from "@/lib/config";
import { AppError, isAppError } from "@/lib/errors";
import { readCappedStream } from "@/lib/github/read-capped-stream";
import { fetch } from "undici";
import { createPacer, exhaustedWindowSeconds, retryAfterSeconds, sleep, type Pacer } from "./pace-requests";
import { publicOnlyAgent, refusedAsInternal } from "./public-only-agent";

export type UpstreamResponse = { status: number; headers: Headers; bytes: Uint8Array };

export type UpstreamClient = {
  /** The API base every path is resolved against (no trailing slash). */
  readonly base: string;
  get(path: string, options: { maxBytes: number }): Promise<UpstreamResponse>;
};

export type UpstreamClientOptions = {
  base: string;
  concurrency?: number;
  timeoutMs?: number;
  maxWaitMs?: number;
  /** Shared with another client of the same upstream (discovery, then the API base). */
  pacer?: Pacer;
  /** The mirror's upstream API token: sent as a bearer token, to the upstream's own origin only. */
  token?: string;
  /** When the whole sync's time is up (epoch ms): no request starts after it (UPSTREAM_TOO_SLOW). */
  deadline?: number;
  /** Connect to public addresses only, checked per connection (an API base discovery named elsewhere). */
  publicOnly?: boolean;
};

const MAX_REDIRECTS = 3;
const MAX_TRANSIENT_RETRIES = 2;
const MAX_RATE_LIMIT_RETRIES = 5;

function tooLarge(maxBytes: number) {
  return new AppError("UPSTREAM_INVALID", `The upstream's answer is larger than ${maxBytes} bytes.`, { details: { maxBytes } });
}

function unavailable(what: string, cause?: unknown) {
  return new AppError("UPSTREAM_UNAVAILABLE", `The upstream did not answer ${what}; the sync continues next time.`, { details: { what }, cause });
}

function rateLimited(path: string, wait: number) {
  return new AppError("UPSTREAM_RATE_LIMITED", `The upstream asks us to wait ${wait}s; the sync stops here and continues next time.`, {
    details: { path, retryAfterSeconds: wait },
  });
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const config = getConfig();
  const base = options.base.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const timeoutMs = options.timeoutMs ?? config.MIRROR_TIMEOUT_SECONDS * 1000;
  const maxWaitMs = options.maxWaitMs ?? config.MIRROR_MAX_WAIT_SECONDS * 1000;
  const pacer = options.pacer ?? createPacer(options.concurrency ?? config.MIRROR_CONCURRENCY);

  /** One request, following redirects on the same origin; the timeout covers the body too. */
  async function once(path: string, maxBytes: number): Promise<UpstreamResponse> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(`${base}${path}`);
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, {
        redirect: "manual",
        signal,
        dispatcher: options.publicOnly ? publicOnlyAgent() : undefined,
        headers: {
          Accept: "application/json, application/zip;q=0.9, */*;q=0.1",
          "User-Agent": "skillvault-mirror",
          // Redirects never leave the origin (below), so the token never reaches another host.
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, url);
        if (next.origin !== origin || hop >= MAX_REDIRECTS) {
          throw new AppError(
            "UPSTREAM_INVALID",
            next.origin !== origin
              ? `The upstream redirected ${path} to another host; mirrors stay on the upstream's origin.`
              : `The upstream redirected ${path} more than ${MAX_REDIRECTS} times.`,
            {
              details: { path },
            },
          );
        }
        url = next;
        continue;
      }
      const declared = Number(response.headers.get("content-length"));
      // undici's own stream type: the same web stream, typed by its package rather than the DOM lib.
      const bytes = await readCappedStream(response.body as ReadableStream<Uint8Array> | null, {
        maxBytes,
        declaredLength: Number.isFinite(declared) && declared > 0 ? declared : undefined,
        tooLarge,
      });
      return { status: response.status, headers: response.headers, bytes };
    }
  }

  async function get(path: string, { maxBytes }: { maxBytes: number }): Promise<UpstreamResponse> {
    let transient = 0;
    let limited = 0;
    for (;;) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) {
        throw new AppError("UPSTREAM_TOO_SLOW", "The sync ran past its time budget (MIRROR_SYNC_MAX_SECONDS); it stops here and continues next time.", {
          details: { path },
        });
      }
      // The upstream said none are left for longer than we wait (RateLimit-Reset, Retry-After):
      // stop now rather than crawl, one maximal wait per request, through the rest of the sync.
      const held = pacer.heldMs();
      if (held > maxWaitMs) throw rateLimited(path, Math.ceil(held / 1000));
      let response: UpstreamResponse;
      try {
        response = await pacer.run(() => once(path, maxBytes));
      } catch (error) {
        if (isAppError(error)) throw error;
        if (refusedAsInternal(error)) {
          throw new AppError("UPSTREAM_INVALID", `The upstream's API host now resolves to an internal address; mirrors do not connect there.`, {
            details: { path, reason: "an internal address" },
          });
        }
        if (transient++ < MAX_TRANSIENT_RETRIES) {
          await sleep(500 * 3 ** (transient - 1));
          continue;
        }
        throw unavailable(path, error);
      }
      if (response.status === 401) {
        throw new AppError(
          "UPSTREAM_UNAUTHORIZED",
          options.token
            ? "The upstream refused this mirror's token (revoked, expired or without the read scope); the sync stops until it is replaced."
            : "The upstream answers only with a token (a closed registry): add the mirror with --token-env.",
          { details: { path } },
        );
      }
      const exhausted = exhaustedWindowSeconds(response.headers);
      if (exhausted !== null) pacer.pause(exhausted * 1000);
      if (response.status === 429 || response.status === 503) {
        const wait = retryAfterSeconds(response.headers) ?? exhausted ?? (response.status === 429 ? 5 : null);
        if (wait !== null) {
          if (wait * 1000 > maxWaitMs || limited++ >= MAX_RATE_LIMIT_RETRIES) throw rateLimited(path, wait);
          pacer.pause(wait * 1000);
          continue;
        }
      }
      if (response.status >= 500) {
        if (transient++ < MAX_TRANSIENT_RETRIES) {
          await sleep(500 * 3 ** (transient - 1));
          continue;
        }
        throw unavailable(`${path} (HTTP ${response.status})`);
      }
      return response;
    }
  }

  return { base, get };
}
