// Joins repository-relative paths from manifests ("./skills/foo", "../x"): null when the result
// would leave the repository, so a manifest cannot point discovery outside it.
export function joinRepoPath(...parts: string[]): string | null {
  const out: string[] = [];
  for (const segment of parts.join("/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.join("/");
}
