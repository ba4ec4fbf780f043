// Rendering for the website: SKILL.md to safe HTML and server-side syntax highlighting.
export { renderMarkdown } from "./render-markdown";
export { highlightLines } from "./highlight/highlight-code";
export { highlightMarkedLine } from "./highlight/highlight-marked-line";
export { detectLanguage } from "./highlight/detect-language";
export { resolveLanguage } from "./highlight/languages";
