// Relative links in a markdown body: [text](target), ![alt](target) and [id]: target definitions,
// outside fenced code blocks and inline code. External URLs, anchors and absolute paths are skipped.
export type BodyLink = { target: string; path: string; line: number; column: number };

const INLINE = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
const DEFINITION = /^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#|\/|~)/i;

/** The bundle path a relative link points at, resolved from `baseDir` ("" for the root). */
export function relativeLinkPath(target: string, baseDir = ""): string | null {
  if (EXTERNAL.test(target)) return null;
  let path = target.replace(/[?#].*$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw text: a malformed escape is still worth reporting as a broken link
  }
  const segments: string[] = baseDir ? baseDir.split("/") : [];
  if (path === "") return null;
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return `../${path}`; // escapes the skill: reported as broken
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join("/") : null;
}

export function extractLinks(body: string, firstLine: number, baseDir = ""): BodyLink[] {
  const links: BodyLink[] = [];
  let fence: string | null = null;
  body.split("\n").forEach((text, index) => {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(text);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null || !text.includes("]")) return;
    const line = text.replace(/`[^`]*`/g, (code) => " ".repeat(code.length));
    const push = (target: string, column: number) => {
      const path = relativeLinkPath(target, baseDir);
      if (path !== null) links.push({ target, path, line: firstLine + index, column });
    };
    for (const match of line.matchAll(INLINE)) push(match[1]!, (match.index ?? 0) + 1);
    const definition = DEFINITION.exec(line);
    if (definition) push(definition[1]!, 1);
  });
  return links;
}
