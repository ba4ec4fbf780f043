// The fallback when markdown is not rendered (too deep, too slow, too much HTML, or the visitor's
// render budget is spent): the same text, escaped, in a scrollable block. Linear and cheap.
import { escapeHtml } from "./escape-html";

export function renderPlainText(text: string): string {
  return `<pre class="md-plain" tabindex="0">${escapeHtml(text)}</pre>\n`;
}
