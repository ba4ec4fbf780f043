// A file's text with line numbers and server-side highlighting. Each line has an id (L12) so
// findings and links can point at it; the numbers are CSS content, so copying copies code only.
// The rows are one memoized HTML string (code-table-html.ts): a file is rendered once, not per request.
import { codeTableHtml } from "./code-table-html";

export function CodeView({ code, language, highlightLine, testId, label = "File contents" }: { code: string; language: string | null; highlightLine?: number; testId?: string; label?: string }) {
  return (
    <div className="overflow-x-auto rounded-b-xl bg-white text-[13px] leading-5 dark:bg-slate-950" data-testid={testId} tabIndex={0} role="region" aria-label={label}>
      <table className="code-table w-full border-collapse font-mono" dangerouslySetInnerHTML={{ __html: codeTableHtml(code, language, highlightLine) }} />
    </div>
  );
}
