// The process's cache of rendered anonymous pages (page-cache-key.ts): responses as sent
// (status, headers, body bytes) in a generation LRU (lib/cache/generation-lru) bounded by
// PAGE_CACHE_MAX_BYTES, each kept at most PAGE_CACHE_TTL_SECONDS: the only parts of a page that
// age without a commit bumping the generation are its relative times ("3 minutes ago"), download
// counts and the home page's trending order.
import { createGenerationLru, type GenerationLru } from "@/lib/cache/generation-lru";
import { getConfig } from "@/lib/config";
import type { CapturedResponse } from "./capture-response";

export type CachedPage = CapturedResponse & { storedAt: number };

/** Headers that describe one connection or one transfer, never a stored page. */
const TRANSIENT = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-page-cache"]);

export type PageResponseCache = {
  lookup(generation: string, key: string, now?: number): CachedPage | undefined;
  /** Stores a finished response when it is a complete page anyone may be shown; returns what was stored. */
  store(generation: string, key: string, captured: CapturedResponse, now?: number): CachedPage | null;
  cache: GenerationLru<CachedPage>;
  /** The largest body worth copying while it is sent (the LRU keeps nothing bigger). */
  maxEntryBytes: number;
};

function storable(captured: CapturedResponse): boolean {
  const type = String(captured.headers["content-type"] ?? "");
  return (
    captured.status === 200 &&
    captured.body.length > 0 &&
    captured.headers["set-cookie"] === undefined &&
    (type.startsWith("text/html") || type.startsWith("text/x-component"))
  );
}

export function createPageResponseCache(limits: { maxBytes: number; ttlMs: number }): PageResponseCache {
  const cache = createGenerationLru<CachedPage>({
    maxEntries: Number.MAX_SAFE_INTEGER,
    maxBytes: limits.maxBytes,
    sizeOf: (key, page) => 2 * key.length + page.body.length + 1024,
  });
  return {
    cache,
    maxEntryBytes: Math.floor(limits.maxBytes / 8) - 1024,
    lookup(generation, key, now = Date.now()) {
      const page = cache.get(generation, key);
      return page && now - page.storedAt < limits.ttlMs ? page : undefined;
    },
    store(generation, key, captured, now = Date.now()) {
      if (!storable(captured)) return null;
      const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !TRANSIENT.has(name)));
      const page: CachedPage = { ...captured, headers, storedAt: now };
      cache.set(generation, key, page);
      return page;
    },
  };
}

const holder = globalThis as { __skillvaultPageCache?: PageResponseCache };

/** The process's cache, sized from configuration on first use. */
export function pageResponseCache(): PageResponseCache {
  const config = getConfig();
  return (holder.__skillvaultPageCache ??= createPageResponseCache({ maxBytes: config.PAGE_CACHE_MAX_BYTES, ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000 }));
}
