// Rendered markdown by content (and link target), bounded in bytes (RENDER_CACHE_MAX_BYTES): a
// version's files never change, so an entry never goes stale; a large one simply weighs more.
import { createByteLru, type ByteLru } from "@/lib/cache/byte-lru";
import { getConfig } from "@/lib/config";
import type { RenderedMarkdown } from "@/lib/render/render-markdown";

export type RenderNotice = { code: "truncated" | "too-deep" | "too-slow" | "too-large" | "failed" | "rate-limited" | "busy"; message: string };
export type PageMarkdown = RenderedMarkdown & { notices: RenderNotice[] };

const holder = globalThis as { __skillvaultRenderCache?: { maxBytes: number; lru: ByteLru<PageMarkdown> } };

/** Bytes an entry holds: its strings as UTF-16, plus a little for the objects around them. */
function sizeOf(key: string, value: PageMarkdown): number {
  const strings = value.headings.reduce((sum, h) => sum + h.id.length + h.text.length, 0) + value.notices.reduce((sum, n) => sum + n.message.length, 0);
  return 2 * (key.length + value.html.length + strings) + 64 * (value.headings.length + value.notices.length) + 256;
}

/** The process's cache (one per process, whichever bundle asks), sized from configuration. */
export function renderMarkdownCache(): ByteLru<PageMarkdown> {
  const maxBytes = getConfig().RENDER_CACHE_MAX_BYTES;
  if (holder.__skillvaultRenderCache?.maxBytes !== maxBytes)
    holder.__skillvaultRenderCache = { maxBytes, lru: createByteLru<PageMarkdown>({ maxBytes, sizeOf }) };
  return holder.__skillvaultRenderCache.lru;
}
