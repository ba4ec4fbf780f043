// The version a sync publishes. A push (and an import): the frontmatter `version` /
// `metadata.version` when it is new and above every published one, otherwise undefined, which makes
// publishVersion take the next patch. A release: its tag's version ("v1.4.0" → 1.4.0; for a tag
// that is no version, the frontmatter's) when it is above every published one, otherwise null:
// publish nothing. A release never takes the next patch, because its tag may be old (a maintenance
// branch, a delivery forged with the registry-wide secret) and its content must not become latest.
import { compareSemver, parseSemver } from "@/lib/ids";

export function versionFromTag(tag: string): string | null {
  const bare = tag.trim().replace(/^(?:refs\/tags\/)?v(?=\d)/i, "");
  return parseSemver(bare) ? bare : null;
}

function isNewAndHighest(candidate: string | null | undefined, published: string[]): candidate is string {
  const parsed = candidate ? parseSemver(candidate) : null;
  if (!candidate || !parsed || published.includes(candidate)) return false;
  const highest = published
    .map(parseSemver)
    .filter((v) => v !== null)
    .sort(compareSemver)
    .at(-1);
  return !highest || compareSemver(parsed, highest) > 0;
}

export function pickSyncVersion(input: { frontmatterVersion?: string | null; published: string[] }): string | undefined {
  return isNewAndHighest(input.frontmatterVersion, input.published) ? input.frontmatterVersion : undefined;
}

export function pickReleaseVersion(input: { tagName: string; frontmatterVersion?: string | null; published: string[] }): string | null {
  const wanted = versionFromTag(input.tagName) ?? input.frontmatterVersion;
  return isNewAndHighest(wanted, input.published) ? wanted : null;
}
