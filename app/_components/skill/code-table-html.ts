// The Files tab's code table as one HTML string, memoized by content: a version's files never
// change, and building ~3 React elements per line (tokenizing, escaping, then serializing them
// into both the HTML and the RSC payload) was most of the tab's render time.
import { createHash } from "node:crypto";
import { createByteLru, type ByteLru } from "@/lib/cache/byte-lru";
import { highlightLines } from "@/lib/render";

/** 32 MiB of HTML (UTF-16, 2 bytes a character); a table of at most 4 MiB is kept. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
const holder = globalThis as { __skillvaultCodeTableCache?: ByteLru<string> };
const cache = (holder.__skillvaultCodeTableCache ??= createByteLru<string>({ maxBytes: MAX_CACHED_BYTES, sizeOf: (key, html) => 2 * (key.length + html.length) }));

// Per-line styling lives in app/_styles/code.css (.code-table …): repeating Tailwind class lists
// on every cell made a 300-line file's page several hundred KB (HTML plus the RSC payload).
function build(code: string, language: string | null, highlightLine: number | undefined): string {
  const rows = highlightLines(code, language).map((html, index) => {
    const number = index + 1;
    const marked = number === highlightLine ? ` class="code-marked"` : "";
    return `<tr id="L${number}"${marked}><td class="code-line-no" data-line="${number}"></td><td class="code-text">${html || " "}</td></tr>`;
  });
  return `<tbody>${rows.join("")}</tbody>`;
}

/** `<tbody>` of numbered, highlighted lines (row ids L1, L2… so links and findings can point at them). */
export function codeTableHtml(code: string, language: string | null, highlightLine?: number): string {
  const key = createHash("sha256").update(code).update("\0").update(language ?? "").update("\0").update(String(highlightLine ?? "")).digest("hex");
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = build(code, language, highlightLine);
  cache.set(key, html);
  return html;
}
