// Rendering for the website: SKILL.md to safe HTML and server-side syntax highlighting.
export { escapeHtml } from "./escape-html";
export { renderMarkdown, type RenderedMarkdown, type RenderMarkdownOptions } from "./render-markdown";
export { filesTabUrl, resolveRelativeLink, type FilesLink } from "./resolve-relative-link";
export { stripFrontmatter } from "./strip-frontmatter";
export { classifyLinkUrl, isSafeImageUrl } from "./safe-url";
export { createHeadingSlugger } from "./heading-slugger";
export { highlightLines, highlightToHtml, HIGHLIGHT_MAX_CHARS } from "./highlight/highlight-code";
export { highlightMarkedLine } from "./highlight/highlight-marked-line";
export { detectLanguage } from "./highlight/detect-language";
export { resolveLanguage } from "./highlight/languages";
