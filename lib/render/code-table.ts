// A file's lines as the Files tab's code table body: numbered rows (ids L1, L2… so links and
// findings can point at them), highlighted when a language is given. One HTML string: building
// ~3 React elements per line (then serializing them into both the HTML and the RSC payload) was
// most of the tab's render time. Per-line styling lives in app/_styles/code.css (.code-table …).
import { highlightLines } from "./highlight/highlight-code";

export function buildCodeTable(code: string, language: string | null, highlightLine?: number): string {
  const rows = highlightLines(code, language).map((html, index) => {
    const number = index + 1;
    const marked = number === highlightLine ? ` class="code-marked"` : "";
    return `<tr id="L${number}"${marked}><td class="code-line-no" data-line="${number}"></td><td class="code-text">${html || " "}</td></tr>`;
  });
  return `<tbody>${rows.join("")}</tbody>`;
}
