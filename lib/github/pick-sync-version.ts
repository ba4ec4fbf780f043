// The version a sync publishes: the release tag ("v1.4.0" → 1.4.0), else the frontmatter
// `version` / `metadata.version`, when that version is new and above every published one;
// otherwise undefined, which makes publishVersion take the next patch.
import { compareSemver, parseSemver } from "@/lib/ids";

export function versionFromTag(tag: string): string | null {
  const bare = tag.trim().replace(/^(?:refs\/tags\/)?v(?=\d)/i, "");
  return parseSemver(bare) ? bare : null;
}

export function pickSyncVersion(input: { tagName?: string; frontmatterVersion?: string | null; published: string[] }): string | undefined {
  const highest = input.published
    .map(parseSemver)
    .filter((v) => v !== null)
    .sort(compareSemver)
    .at(-1);
  const candidates = [input.tagName ? versionFromTag(input.tagName) : null, input.frontmatterVersion ?? null];
  for (const candidate of candidates) {
    const parsed = candidate ? parseSemver(candidate) : null;
    if (!candidate || !parsed || input.published.includes(candidate)) continue;
    if (!highest || compareSemver(parsed, highest) > 0) return candidate;
  }
  return undefined;
}
