// Which upstream skills a mirror takes: everything (`--all`), or those of some owners (`--owner`),
// or some skills (`--skill slug` or `--skill owner/slug`). One function; sync and pull-through ask it.
import { normalizeUpstreamName } from "./mirror-names";

export type MirrorFilter = { all: boolean; owners: string[]; skills: string[] };

export function isAllowedByMirror(filter: MirrorFilter, owner: string, slug: string): boolean {
  return filter.all || filter.owners.includes(owner) || filter.skills.includes(slug) || filter.skills.includes(`${owner}/${slug}`);
}

/** `--skill` entries as lookups: [owner or undefined, slug]. */
export function namedSkills(filter: MirrorFilter): Array<{ owner?: string; slug: string }> {
  return filter.skills.map((entry) => {
    const [first, second] = entry.split("/");
    return second === undefined ? { slug: first! } : { owner: first!, slug: second };
  });
}

export function normalizeFilterEntry(value: string): string {
  return value.split("/").map(normalizeUpstreamName).join("/");
}
