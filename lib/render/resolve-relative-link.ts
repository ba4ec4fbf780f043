// Where a relative link inside SKILL.md points: another file of the same version, shown in the
// Files tab. Resolved as hosts resolve it (lib/bundle resolveSkillPath): "../" cannot climb out of
// the bundle; anything else is not linked.
import { resolveSkillPath } from "@/lib/bundle/resolve-skill-path";

export function resolveRelativeLink(href: string, fileUrl: (path: string) => string): string | null {
  const [pathPart, fragment] = href.split("#", 2) as [string, string | undefined];
  const path = pathPart.split("?")[0]!;
  if (path === "") return fragment ? `#${fragment}` : null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const resolved = resolveSkillPath(decoded);
  return resolved.ok ? fileUrl(resolved.path) : null;
}

/** Where relative links of a version's SKILL.md point, as data a worker thread can be sent. */
export type FilesLink = { path: string; version: string | null };

/** The Files tab URL of one file (the same URL the skill page's tab links build). */
export function filesTabUrl(link: FilesLink, file: string): string {
  return `${link.path}?${new URLSearchParams({ ...(link.version ? { version: link.version } : {}), path: file })}`;
}
