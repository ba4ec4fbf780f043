// Rendered SKILL.md. The HTML comes only from lib/render's renderer, which escapes raw HTML and
// checks every URL, so inserting it is safe; see lib/render/render-markdown.ts. Notices say why a
// text is cut or shown plain (lib/render/render-markdown-for-page.ts).
import type { RenderNotice } from "@/lib/render/render-markdown-for-page";

export function MarkdownBody({ html, testId, notices = [] }: { html: string; testId?: string; notices?: RenderNotice[] }) {
  return (
    <>
      {notices.map((notice) => (
        <p
          key={notice.code}
          role="note"
          data-testid="markdown-notice"
          data-code={notice.code}
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {notice.message}
        </p>
      ))}
      <div className="md-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
