// Rendering as a worker task (lib/workers): the text arrives already cut to the limits
// (limit-markdown.ts), and relative links as data (FilesLink) since functions cannot cross threads.
import type { TaskResult } from "@/lib/workers/worker-tasks";
import { renderMarkdown, type RenderedMarkdown } from "./render-markdown";
import { filesTabUrl, resolveRelativeLink, type FilesLink } from "./resolve-relative-link";

export async function renderMarkdownTask(input: { markdown: string; filesLink: FilesLink | null }): Promise<TaskResult<RenderedMarkdown>> {
  const link = input.filesLink;
  const resolveRelative = link ? (href: string) => resolveRelativeLink(href, (file) => filesTabUrl(link, file)) : undefined;
  return { value: renderMarkdown({ markdown: input.markdown, resolveRelative }) };
}
