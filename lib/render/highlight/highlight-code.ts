// Highlighted code as escaped HTML, one string per line (token spans never cross a line, so
// a viewer can number and link lines). Large inputs are escaped but not tokenized.
import { escapeHtml } from "../escape-html";
import { resolveLanguage } from "./languages";
import { tokenizeCode } from "./tokenize-code";

/** Beyond this many characters a file is shown plain: highlighting is a nicety, not worth a slow page. */
export const HIGHLIGHT_MAX_CHARS = 300_000;

export function highlightLines(code: string, languageName: string | null): string[] {
  const language = code.length <= HIGHLIGHT_MAX_CHARS ? resolveLanguage(languageName) : null;
  const lines: string[] = [""];
  for (const token of tokenizeCode(code, language)) {
    const parts = token.text.split("\n");
    parts.forEach((part, index) => {
      if (index > 0) lines.push("");
      if (!part) return;
      const html = escapeHtml(part);
      lines[lines.length - 1] += token.type ? `<span class="tok-${token.type}">${html}</span>` : html;
    });
  }
  // A trailing newline ends the last line; it does not start an empty one.
  if (lines.length > 1 && code.endsWith("\n")) lines.pop();
  return lines;
}

export function highlightToHtml(code: string, languageName: string | null): string {
  return highlightLines(code, languageName).join("\n");
}
