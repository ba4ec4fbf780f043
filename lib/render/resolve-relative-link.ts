// Where a relative link inside SKILL.md points: another file of the same version, shown in the
// Files tab. "../" cannot climb out of the bundle; anything else is not linked.
export function resolveRelativeLink(href: string, fileUrl: (path: string) => string): string | null {
  const [pathPart, fragment] = href.split("#", 2) as [string, string | undefined];
  const path = pathPart.split("?")[0]!;
  if (path === "") return fragment ? `#${fragment}` : null;
  const segments: string[] = [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length ? fileUrl(segments.join("/")) : null;
}

/** Where relative links of a version's SKILL.md point, as data a worker thread can be sent. */
export type FilesLink = { path: string; version: string | null };

/** The Files tab URL of one file (the same URL the skill page's tab links build). */
export function filesTabUrl(link: FilesLink, file: string): string {
  return `${link.path}?${new URLSearchParams({ ...(link.version ? { version: link.version } : {}), path: file })}`;
}
