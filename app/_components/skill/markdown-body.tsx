// Rendered SKILL.md. The HTML comes only from lib/render's renderer, which escapes raw HTML and
// checks every URL, so inserting it is safe; see lib/render/render-markdown.ts.
export function MarkdownBody({ html, testId }: { html: string; testId?: string }) {
  return <div className="md-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
