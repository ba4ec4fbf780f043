// Answers anonymous page requests (page-cache-key.ts) from the page cache before Next.js sees
// them. A skill page costs ~25 ms of CPU to render and a Node process renders one at a time, so
// sixteen visitors at once wait ~400 ms; a stored page is written back in well under a
// millisecond. Correctness rests on the page generation (read-page-generation.ts): a page is only
// ever served to requests that read the same committed state it was rendered after, so no write
// is ever hidden. A render the cache cannot spare (a miss, or a request carrying a session trace)
// draws on the "page" rate limit; a render that fell back to a momentary form (rate limited, server
// busy, too slow) is not stored. Installed once from instrumentation.ts (lib/http/intercept-requests.ts), in
// production only.
import type http from "node:http";
import { answerEarly } from "@/lib/http/answer-early";
import { interceptRequests } from "@/lib/http/intercept-requests";
import { captureResponse } from "./capture-response";
import { chargePageRender } from "./charge-page-render";
import { isCacheablePagePath, pageCacheKey } from "./page-cache-key";
import { pendingPageRender, runPageRender } from "./page-render-scope";
import { pageResponseCache, type CachedPage } from "./page-response-cache";
import { readPageGenerationShared } from "./read-page-generation";

/** Renders in progress, by generation and key: visitors arriving meanwhile wait for the same page. */
const rendering = new Map<string, Promise<CachedPage | null>>();

function replay(response: http.ServerResponse, page: CachedPage): void {
  response.writeHead(page.status, { ...page.headers, "content-length": String(page.body.length), "x-page-cache": "hit" });
  response.end(page.body);
}

/**
 * How long a visitor waits for someone else's render of the same page before rendering its own:
 * the first visitor's render may be slow or never finish (a client that vanished mid-render), and
 * nobody else's request may hang on it.
 */
const SHARED_RENDER_WAIT_MS = 10_000;

function waitAtMost<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The client hung up (or the response already ended) while we were awaiting something: nothing to answer or keep. */
function gone(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  return request.destroyed || response.destroyed || response.writableEnded;
}

/**
 * Renders the request once the "page" budget allows (charge-page-render.ts), inside `scope`, which
 * a degraded render marks (page-render-scope.ts); a spent budget is answered 429 here.
 */
async function renderWithinBudget(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  render: () => void,
  scope = pendingPageRender(),
  before?: () => void,
): Promise<void> {
  const refusal = await chargePageRender(request);
  if (gone(request, response)) return;
  if (refusal) return answerEarly(request, response, refusal);
  before?.();
  runPageRender(scope, render);
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse, key: string | null, render: () => void): Promise<void> {
  // A session trace or an Authorization header: rendered for whoever sent it, never stored, counted.
  if (key === null) return renderWithinBudget(request, response, render);
  const cache = pageResponseCache();
  const generation = await readPageGenerationShared().catch(() => null);
  // A client that hung up meanwhile (a half-closed socket) gets nothing, and starts no shared render
  // whose end no event would ever report.
  if (gone(request, response)) return;
  if (generation === null) {
    response.setHeader("x-page-cache", "bypass");
    return renderWithinBudget(request, response, render);
  }
  const stored = cache.lookup(generation, key);
  if (stored) return replay(response, stored);
  const renderKey = `${generation}\n${key}`;
  const inProgress = rendering.get(renderKey);
  const shared = inProgress ? await waitAtMost(inProgress, SHARED_RENDER_WAIT_MS, null) : null;
  if (gone(request, response)) return;
  if (shared) return replay(response, shared);
  const scope = pendingPageRender();
  if (!inProgress) {
    let settle: (page: CachedPage | null) => void = () => undefined;
    rendering.set(renderKey, new Promise((resolve) => (settle = resolve)));
    captureResponse(response, cache.maxEntryBytes, (captured) => {
      rendering.delete(renderKey);
      // Kept only when it was rendered (not refused) and nothing in it was a momentary fallback.
      settle(captured && scope.uncacheable === null ? cache.store(generation, key, captured) : null);
    });
  }
  await renderWithinBudget(request, response, render, scope, () => response.setHeader("x-page-cache", "miss"));
}

export function installPageCache(): void {
  interceptRequests("page-cache", (request, response, next) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !request.url || !isCacheablePagePath(request.url)) return next();
    const key = pageCacheKey(request);
    let handedOver = false;
    const render = () => {
      handedOver = true;
      next();
    };
    answer(request, response, key, render).catch(() => {
      // Nothing was sent yet on any path that can throw before Next.js has the request.
      if (!handedOver && !response.headersSent) render();
    });
  });
}
