// The part of a markdown text that will be rendered (markdown-limits.ts): at most
// MARKDOWN_RENDER_MAX_CHARS, cut at the last line end before that when there is one, and its
// nesting measured so a too-deep text is never handed to the parser.
import { MARKDOWN_MAX_NESTING, MARKDOWN_RENDER_MAX_CHARS } from "./markdown-limits";
import { measureMarkdownNesting } from "./measure-markdown-nesting";

export type LimitedMarkdown = {
  text: string;
  /** Set when the text was cut: characters shown of how many. */
  truncated: { shown: number; total: number } | null;
  tooDeep: boolean;
};

export function limitMarkdown(markdown: string): LimitedMarkdown {
  let text = markdown;
  let truncated: LimitedMarkdown["truncated"] = null;
  if (markdown.length > MARKDOWN_RENDER_MAX_CHARS) {
    const lineEnd = markdown.lastIndexOf("\n", MARKDOWN_RENDER_MAX_CHARS);
    text = markdown.slice(0, lineEnd > MARKDOWN_RENDER_MAX_CHARS / 2 ? lineEnd + 1 : MARKDOWN_RENDER_MAX_CHARS);
    truncated = { shown: text.length, total: markdown.length };
  }
  return { text, truncated, tooDeep: measureMarkdownNesting(text, MARKDOWN_MAX_NESTING) > MARKDOWN_MAX_NESTING };
}
