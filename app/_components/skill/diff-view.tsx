// One file's line diff (unified, with old/new line numbers). Added and removed lines carry a
// +/− sign as well as colour, so the change reads without colour too; within a changed line the
// words that changed are marked (.diff-word, with an underline for readers without colour).
// Long lines wrap instead of running off the side. Highlighting runs here, on the request's
// thread, so it has a budget: lines over HIGHLIGHT_LINE_MAX_CHARS, and every line once the page's
// `budget` of characters is spent, are shown escaped but plain (their word marks stay).
import type { DiffLine, TextDiff } from "@/lib/catalog/diff-text-lines";
import { highlightMarkedLine } from "@/lib/render";

const HIGHLIGHT_LINE_MAX_CHARS = 1000;

/** Characters a page may still highlight; shared by every DiffView on the page. */
export type HighlightBudget = { chars: number };

function lineHtml(line: DiffLine, language: string | null, budget: HighlightBudget): string {
  const highlight = line.text.length <= HIGHLIGHT_LINE_MAX_CHARS && line.text.length <= budget.chars;
  if (highlight) budget.chars -= line.text.length;
  return highlightMarkedLine(line.text, highlight ? language : null, line.changes);
}

export function DiffView({ diff, language, path, budget }: { diff: TextDiff; language: string | null; path: string; budget: HighlightBudget }) {
  if ("tooLarge" in diff) return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">Too many changes to show line by line.</p>;
  if (diff.hunks.length === 0) return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">Only whitespace at the end of the file changed.</p>;
  return (
    <div className="relative text-[13px] leading-5" role="region" aria-label={`Diff of ${path}`}>
      <table className="w-full table-fixed border-collapse font-mono" aria-label={`Changes in ${path}`}>
        <colgroup>
          <col className="w-12" />
          <col className="w-12" />
          <col className="w-6" />
          <col />
        </colgroup>
        {diff.hunks.map((hunk, index) => (
          <tbody key={index}>
            <tr className="bg-sky-50 text-sky-900 dark:bg-sky-950/60 dark:text-sky-200">
              <td colSpan={4} className="px-4 py-1 text-xs">
                @@ −{hunk.oldStart},{hunk.oldLines} +{hunk.newStart},{hunk.newLines} @@
              </td>
            </tr>
            {hunk.lines.map((line, lineIndex) => {
              const html = lineHtml(line, language, budget);
              const tone = line.kind === "add" ? "bg-emerald-50 dark:bg-emerald-950/50" : line.kind === "del" ? "bg-red-50 dark:bg-red-950/50" : "";
              return (
                <tr key={lineIndex} className={tone} data-kind={line.kind}>
                  <td className="code-line-no pr-2 pl-1 text-right align-top text-slate-500 select-none dark:text-slate-400" data-line={line.oldNo ?? ""} />
                  <td
                    className="code-line-no border-r border-slate-200 pr-2 text-right align-top text-slate-500 select-none dark:border-slate-800 dark:text-slate-400"
                    data-line={line.newNo ?? ""}
                  />
                  <td
                    className={`pl-2 align-top select-none ${line.kind === "add" ? "text-emerald-700 dark:text-emerald-300" : line.kind === "del" ? "text-red-700 dark:text-red-300" : ""}`}
                  >
                    {line.kind === "add" ? "+" : line.kind === "del" ? "−" : " "}
                    <span className="sr-only">{line.kind === "add" ? " added" : line.kind === "del" ? " removed" : ""}</span>
                  </td>
                  <td
                    className="pr-4 whitespace-pre-wrap [overflow-wrap:anywhere]"
                    data-testid="diff-line-text"
                    dangerouslySetInnerHTML={{ __html: html || " " }}
                  />
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
