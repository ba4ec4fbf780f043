// How a page render tells the page cache that its own response must not be kept for everyone: a
// fallback shown because of this visitor's rate limit or the server's load right now (plain text
// for markdown, a table without highlighting, a diff withheld). The cache step runs each render it
// may store inside a scope (AsyncLocalStorage, which follows the render through every await), and
// reads it once the response has finished: streaming may have sent the headers long before the
// render learns it is degraded, so no header could say it. Outside a scope (`next dev`, the page
// cache off, API routes) marking does nothing.
import { AsyncLocalStorage } from "node:async_hooks";

export type PageRenderScope = { uncacheable: string | null };

// One store per process: Next.js bundles this module into several chunks (instrumentation, pages).
const holder = globalThis as { __skillvaultPageRenderScope?: AsyncLocalStorage<PageRenderScope> };
const storage = (holder.__skillvaultPageRenderScope ??= new AsyncLocalStorage<PageRenderScope>());

/** The scope of a render that has not started: nothing is stored unless the render runs in it. */
export function pendingPageRender(): PageRenderScope {
  return { uncacheable: "not rendered" };
}

/** Runs `render` in `scope`; afterwards the scope says whether the response may be stored. */
export function runPageRender(scope: PageRenderScope, render: () => void): void {
  scope.uncacheable = null;
  storage.run(scope, render);
}

/** Marks the response being rendered as not for the page cache; `reason` names the fallback (first wins). */
export function markPageUncacheable(reason: string): void {
  const scope = storage.getStore();
  if (scope && scope.uncacheable === null) scope.uncacheable = reason;
}
