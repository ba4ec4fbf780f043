// Markdown for a page (SKILL.md, changelogs), bounded whatever the author wrote: served from a
// byte-bounded cache; otherwise cut to the limits (limit-markdown.ts) and rendered in the render
// worker under a time budget, off the event loop. A text that is too deep, too slow or renders to
// too much HTML is shown as plain text with a note (cached, it will not change); a long text's cold
// render draws on the visitor's "expensive" rate limit, and when that is spent, or every worker is
// busy, the visitor gets the plain text this once (not cached). A page showing a fallback of the
// moment (rate limited, busy, too slow: the time budget is wall-clock, so load can spend it) is
// marked for the page cache not to keep it for everyone. Never throws for the text's sake.
import { createHash } from "node:crypto";
import { renderWorkers } from "@/lib/workers/get-worker-pools";
import { markPageUncacheable } from "@/lib/cache/page/page-render-scope";
import { workerFailure } from "@/lib/workers/worker-pool";
import { chargeRender, type RenderVisitor } from "./charge-render";
import { limitMarkdown } from "./limit-markdown";
import { MARKDOWN_MAX_HTML_CHARS, MARKDOWN_MAX_NESTING, MARKDOWN_RATE_LIMITED_CHARS } from "./markdown-limits";
import { renderMarkdownCache, type PageMarkdown, type RenderNotice } from "@/lib/cache/markdown/render-markdown-cache";
import { renderPlainText } from "./render-plain-text";
import type { FilesLink } from "./resolve-relative-link";
import { stripFrontmatter } from "./strip-frontmatter";

export type { PageMarkdown, RenderNotice } from "@/lib/cache/markdown/render-markdown-cache";

export type RenderForPageOptions = {
  markdown: string;
  /** Where relative links point (the version's Files tab); null renders them as text. */
  filesLink?: FilesLink | null;
  /** Who asks: a long text's cold render is charged to them. */
  visitor: RenderVisitor;
};

const NOTES = {
  "too-deep": `Shown as plain text: it nests lists or quotes more than ${MARKDOWN_MAX_NESTING} levels deep.`,
  "too-slow": "Shown as plain text: rendering it took longer than a page may.",
  "too-large": "Shown as plain text: rendered, it would be too large for a page.",
  failed: "Shown as plain text: it could not be rendered.",
  "rate-limited": "Shown as plain text for now: you have opened many long documents in the last minute.",
  busy: "Shown as plain text for now: the server is busy rendering; reload in a moment.",
} as const;

/** Fallbacks that say more about this moment (the visitor's budget, the server's load) than about the text. */
const MOMENTARY = new Set<RenderNotice["code"]>(["rate-limited", "busy", "too-slow"]);

function plain(text: string, code: keyof typeof NOTES, notices: RenderNotice[]): PageMarkdown {
  if (MOMENTARY.has(code)) markPageUncacheable(code);
  return { html: renderPlainText(stripFrontmatter(text)), headings: [], notices: [...notices, { code, message: NOTES[code] }] };
}

export async function renderMarkdownForPage(options: RenderForPageOptions): Promise<PageMarkdown> {
  const filesLink = options.filesLink ?? null;
  const key = createHash("sha256").update(options.markdown).update("\0").update(JSON.stringify(filesLink)).digest("hex");
  const cache = renderMarkdownCache();
  const hit = cache.get(key);
  if (hit) {
    // Kept so a text that ran out of time does not take a worker's whole budget on every view.
    for (const notice of hit.notices) if (MOMENTARY.has(notice.code)) markPageUncacheable(notice.code);
    return hit;
  }

  const limited = limitMarkdown(options.markdown);
  const notices: RenderNotice[] = limited.truncated
    ? [
        {
          code: "truncated",
          message: `Showing the first ${limited.truncated.shown.toLocaleString("en")} of ${limited.truncated.total.toLocaleString("en")} characters; the Files tab has the whole file.`,
        },
      ]
    : [];
  if (limited.tooDeep) {
    const result = plain(limited.text, "too-deep", notices);
    cache.set(key, result);
    return result;
  }
  if (limited.text.length > MARKDOWN_RATE_LIMITED_CHARS && !(await chargeRender(options.visitor))) return plain(limited.text, "rate-limited", notices);
  let result: PageMarkdown;
  try {
    const rendered = await renderWorkers().run("renderMarkdown", { markdown: limited.text, filesLink });
    result = rendered.html.length > MARKDOWN_MAX_HTML_CHARS ? plain(limited.text, "too-large", notices) : { ...rendered, notices };
  } catch (error) {
    const kind = workerFailure(error)?.kind;
    if (kind === "budget") result = plain(limited.text, "too-slow", notices);
    else if (kind === "task" || kind === "app") result = plain(limited.text, "failed", notices);
    else if (kind === "busy") return plain(limited.text, "busy", notices);
    else {
      // The worker could not run at all (our fault, not the text's): shown plain, not remembered.
      console.error("[render] markdown worker unavailable:", error);
      markPageUncacheable("render-unavailable");
      return plain(limited.text, "failed", notices);
    }
  }
  cache.set(key, result);
  return result;
}
