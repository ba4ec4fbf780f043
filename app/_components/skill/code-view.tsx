// A file's text with line numbers and server-side highlighting. Each line has an id (L12) so
// findings and links can point at it; the numbers are CSS content, so copying copies code only.
// The rows are one cached HTML string built off the event loop (lib/render/render-code-table-for-page.ts).
import type { RenderVisitor } from "@/lib/render/charge-render";
import { firstLines } from "@/lib/render/first-lines";
import { CODE_TABLE_MAX_LINES } from "@/lib/render/markdown-limits";
import { renderCodeTableForPage } from "@/lib/render/render-code-table-for-page";

type Props = { code: string; language: string | null; highlightLine?: number; testId?: string; label?: string; visitor: RenderVisitor };

export async function CodeView({ code, language, highlightLine, testId, label = "File contents", visitor }: Props) {
  // A row per line however short: the table is cut at CODE_TABLE_MAX_LINES (the raw view has the rest).
  const shown = firstLines(code, CODE_TABLE_MAX_LINES);
  const html = await renderCodeTableForPage({ code: shown.text, language, highlightLine, visitor });
  const table = (
    <div
      className="overflow-x-auto rounded-b-xl bg-white text-[13px] leading-5 dark:bg-slate-950"
      data-testid={testId}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="code-table w-full border-collapse font-mono" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
  if (shown.shown === shown.total) return table;
  return (
    <>
      {table}
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400" data-testid="code-truncated">
        Showing the first {shown.shown.toLocaleString("en-US")} of {shown.total.toLocaleString("en-US")} lines; open the file raw or download the version for
        the rest.
      </p>
    </>
  );
}
