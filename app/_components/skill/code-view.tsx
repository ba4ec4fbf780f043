// A file's text with line numbers and server-side highlighting. Each line has an id (L12) so
// findings and links can point at it; the numbers are CSS content, so copying copies code only.
// The rows are one cached HTML string built off the event loop (lib/render/render-code-table-for-page.ts).
// What is shown is a window of the file (lib/render/line-window.ts): all of it when it fits,
// else the lines around the one asked for, with the file's own line numbers.
import type { RenderVisitor } from "@/lib/render/charge-render";
import type { LineWindow } from "@/lib/render/line-window";
import { renderCodeTableForPage } from "@/lib/render/render-code-table-for-page";
import { MarkedLineScroller } from "./marked-line-scroller-client";

type Props = { window: LineWindow; language: string | null; testId?: string; label?: string; visitor: RenderVisitor };

export async function CodeView({ window, language, testId, label = "File contents", visitor }: Props) {
  const html = await renderCodeTableForPage({
    code: window.text,
    language,
    highlightLine: window.focus ?? undefined,
    firstLine: window.first,
    cut: window.cut,
    visitor,
  });
  return (
    <div
      className="overflow-x-auto rounded-b-xl bg-white text-[13px] leading-5 dark:bg-slate-950"
      data-testid={testId}
      data-first-line={window.first}
      data-last-line={window.last}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="code-table w-full border-collapse font-mono" dangerouslySetInnerHTML={{ __html: html }} />
      <MarkedLineScroller />
    </div>
  );
}
