// A path inside a skill as a host resolves a relative reference from the skill's folder:
// "./references/x.md" and "references/./x.md" are "references/x.md", "references/../SKILL.md" is
// "SKILL.md". Nothing may leave the folder: a ".." above it, or an absolute path, is refused.
import { normalizeEntryPath, type PathCheck } from "./normalize-entry-path";

export function resolveSkillPath(raw: string): PathCheck {
  if (raw.startsWith("/") || raw.startsWith("\\") || /^[A-Za-z]:/.test(raw)) {
    return { ok: false, code: "BUNDLE_ABSOLUTE_PATH", message: `"${raw}" is absolute; name a file inside the skill.` };
  }
  if (/[\\/]$/.test(raw)) return { ok: false, code: "BUNDLE_INVALID_PATH", message: `"${raw}" names a folder, not a file.` };
  const segments: string[] = [];
  // Windows hosts write references with "\"; bundle paths never contain one.
  for (const segment of raw.split(/[\\/]/)) {
    if (segment === "" || segment === ".") continue;
    if (segment.normalize("NFC") === "..") {
      if (segments.length === 0) return { ok: false, code: "BUNDLE_PATH_TRAVERSAL", message: `"${raw}" climbs out of the skill's folder.` };
      segments.pop();
    } else segments.push(segment);
  }
  return normalizeEntryPath(segments.join("/"));
}
