// Rendered markdown by content (and link target), bounded in bytes (RENDER_CACHE_MAX_BYTES): a
// version's files never change, so an entry never goes stale; a large one simply weighs more.
import { createByteLru, type ByteLru } from "@/lib/cache/byte-lru";
import { getConfig } from "@/lib/config";
import type { RenderedMarkdown } from "./render-markdown";

export type RenderNotice = { code: "truncated" | "too-deep" | "too-slow" | "too-large" | "failed" | "rate-limited" | "busy"; message: string };
export type PageMarkdown = RenderedMarkdown & { notices: RenderNotice[] };

const holder = globalThis as { __skillvaultRenderCache?: ByteLru<PageMarkdown> };

export function renderMarkdownCache(): ByteLru<PageMarkdown> {
  return (holder.__skillvaultRenderCache ??= createByteLru<PageMarkdown>({
    maxBytes: getConfig().RENDER_CACHE_MAX_BYTES,
    sizeOf: (key, value) => 2 * (key.length + value.html.length + value.headings.reduce((sum, h) => sum + h.id.length + h.text.length + 16, 0)) + 256,
  }));
}
