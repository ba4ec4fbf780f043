// A file's text with line numbers and server-side highlighting. Each line has an id (L12) so
// findings and links can point at it; the numbers are CSS content, so copying copies code only.
import { highlightLines } from "@/lib/render";

export function CodeView({ code, language, highlightLine, testId, label = "File contents" }: { code: string; language: string | null; highlightLine?: number; testId?: string; label?: string }) {
  const lines = highlightLines(code, language);
  return (
    <div className="overflow-x-auto rounded-b-xl bg-white text-[13px] leading-5 dark:bg-slate-950" data-testid={testId} tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse font-mono">
        <tbody>
          {lines.map((html, index) => {
            const number = index + 1;
            const marked = number === highlightLine;
            return (
              <tr key={number} id={`L${number}`} className={`target:bg-amber-100 dark:target:bg-amber-900/40 ${marked ? "bg-amber-100 dark:bg-amber-900/40" : ""}`}>
                <td className="code-line-no w-12 border-r border-slate-200 pr-3 pl-4 text-right align-top text-slate-500 select-none dark:border-slate-800 dark:text-slate-400" data-line={number} />
                <td className="pr-4 pl-4 whitespace-pre" dangerouslySetInnerHTML={{ __html: html || " " }} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
