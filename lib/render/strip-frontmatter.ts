// SKILL.md without its YAML frontmatter: the page shows the manifest separately.
export function stripFrontmatter(text: string): string {
  const source = text.replace(/^\uFEFF/, "");
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}
