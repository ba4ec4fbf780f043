// SKILL.md → HTML that is safe to insert into our pages. marked parses (GFM); our renderer
// decides every piece of markup that comes out: raw HTML is shown as text, links are checked
// (safe-url.ts), images load only over https, code is highlighted on the server and headings
// get stable anchor ids. Its cost is not linear in the text: pages call it through
// render-markdown-for-page.ts (limits, a worker thread, a time budget, a cache), never directly.
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "./escape-html";
import { createHeadingSlugger } from "./heading-slugger";
import { highlightToHtml } from "./highlight/highlight-code";
import { classifyLinkUrl, isSafeImageUrl } from "./safe-url";
import { stripFrontmatter } from "./strip-frontmatter";

export type RenderMarkdownOptions = {
  markdown: string;
  /** Where a relative link (e.g. "references/api.md") should point; null renders it as text. */
  resolveRelative?: (href: string) => string | null;
};

export type RenderedMarkdown = { html: string; headings: Array<{ depth: number; id: string; text: string }> };

export function renderMarkdown(options: RenderMarkdownOptions): RenderedMarkdown {
  const slug = createHeadingSlugger();
  const headings: RenderedMarkdown["headings"] = [];
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        // Comments are invisible in every renderer people compare us with; other markup is shown, inert.
        if (/^\s*<!--[\s\S]*?-->\s*$/.test(text)) return "";
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = slug(text);
        headings.push({ depth, id, text });
        return `<h${depth} id="${escapeHtml(id)}"><a class="md-anchor" href="#${escapeHtml(id)}" aria-hidden="true" tabindex="-1">#</a>${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? "").split(/\s/)[0] || null;
        const label = language ? ` data-lang="${escapeHtml(language)}"` : "";
        return `<pre class="md-code" tabindex="0"${label}><code>${highlightToHtml(text, language)}</code></pre>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const kind = classifyLinkUrl(href);
        let target: string | null = kind === "relative" ? (options.resolveRelative?.(href) ?? null) : kind ? href : null;
        if (target === null) return `<span class="md-unsafe-link">${inner}</span>`;
        target = target.trim();
        const external = kind === "absolute" || kind === "mailto";
        const rel = external ? ` rel="nofollow noopener noreferrer ugc"` : "";
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ""}${rel}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!isSafeImageUrl(href))
          return `<span class="md-blocked-image" title="Image not shown: only https images are displayed">[image: ${escapeHtml(text || href)}]</span>`;
        return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""} loading="lazy" decoding="async" referrerpolicy="no-referrer">`;
      },
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell) => {
          const tag = c.header ? "th" : "td";
          const align = c.align ? ` style="text-align:${c.align}"` : "";
          return `<${tag}${align}${c.header ? ' scope="col"' : ""}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map(cell).join("")}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("");
        return `<div class="md-table" tabindex="0"><table><thead>${head}</thead>${body ? `<tbody>${body}</tbody>` : ""}</table></div>\n`;
      },
    },
  });
  const html = marked.parse(stripFrontmatter(options.markdown)) as string;
  return { html, headings };
}
