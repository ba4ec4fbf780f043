// A file's text with line numbers and server-side highlighting. Each line has an id (L12) so
// findings and links can point at it; the numbers are CSS content, so copying copies code only.
// The rows are one cached HTML string built off the event loop (lib/render/render-code-table-for-page.ts).
import type { RenderVisitor } from "@/lib/render/charge-render";
import { renderCodeTableForPage } from "@/lib/render/render-code-table-for-page";

type Props = { code: string; language: string | null; highlightLine?: number; testId?: string; label?: string; visitor: RenderVisitor };

export async function CodeView({ code, language, highlightLine, testId, label = "File contents", visitor }: Props) {
  const html = await renderCodeTableForPage({ code, language, highlightLine, visitor });
  return (
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
}
