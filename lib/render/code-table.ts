// A file's lines as the Files tab's code table body: numbered rows (ids L1, L2… so links and
// findings can point at them), highlighted when a language is given. One HTML string: building
// ~3 React elements per line (then serializing them into both the HTML and the RSC payload) was
// most of the tab's render time. Per-line styling lives in app/_styles/code.css (.code-table …).
// A window of a long file (line-window.ts) starts at `firstLine`; its rows keep the file's numbers,
// and a line shown cut ends with how many bytes were left out.
import { highlightLines } from "./highlight/highlight-code";

export type CodeTableOptions = {
  /** The file's number of the first line given (1 unless a window of the file). */
  firstLine?: number;
  /** Lines shown cut: line number → bytes left out. */
  cut?: Record<number, number>;
};

export function buildCodeTable(code: string, language: string | null, options: CodeTableOptions = {}): string {
  const firstLine = options.firstLine ?? 1;
  const rows = highlightLines(code, language).map((html, index) => {
    const number = index + firstLine;
    const left = options.cut?.[number];
    const more = left
      ? `<span class="code-cut" title="This line is cut here; the raw file has all of it">… ${left.toLocaleString("en-US")} more bytes</span>`
      : "";
    return `<tr id="L${number}"><td class="code-line-no" data-line="${number}"></td><td class="code-text">${html || (more ? "" : " ")}${more}</td></tr>`;
  });
  return `<tbody>${rows.join("")}</tbody>`;
}

/** The table with one row marked (a finding's line, `?line=N`): the cached table is shared by every line asked for. */
export function markCodeTableLine(html: string, line: number | undefined): string {
  if (line === undefined) return html;
  const row = `<tr id="L${line}">`;
  const at = html.indexOf(row);
  return at === -1 ? html : `${html.slice(0, at)}<tr id="L${line}" class="code-marked" aria-current="location">${html.slice(at + row.length)}`;
}
