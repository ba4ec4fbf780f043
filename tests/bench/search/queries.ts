// The query mix the benchmark replays: what people type into a skill registry's search box.
import { ACTIONS, BINS, pick, pickZipf, SUBJECTS, TOPICS } from "./vocabulary";

export type BenchQuery = { kind: string; params: Record<string, string> };

function typo(word: string, random: () => number): string {
  if (word.length < 6) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** A weighted mix: single words, phrases, typos, exact slugs, filters, browses, facets. */
export function buildQueries(random: () => number, slugs: string[], count: number): BenchQuery[] {
  const queries: BenchQuery[] = [];
  const longSubjects = SUBJECTS.filter((word) => word.length >= 6);
  for (let i = 0; i < count; i++) {
    const roll = random();
    const subject = pickZipf(SUBJECTS, random, 0.75);
    if (roll < 0.3) queries.push({ kind: "one word", params: { q: subject } });
    else if (roll < 0.5) queries.push({ kind: "two words", params: { q: `${subject} ${pick(ACTIONS, random)}` } });
    else if (roll < 0.58) queries.push({ kind: "phrase", params: { q: `${pick(ACTIONS, random)} ${subject} files to ${pickZipf(SUBJECTS, random)}` } });
    else if (roll < 0.66) queries.push({ kind: "typo", params: { q: typo(pick(longSubjects, random), random) } });
    else if (roll < 0.72) queries.push({ kind: "exact slug", params: { q: pick(slugs, random) } });
    else if (roll < 0.8)
      queries.push({
        kind: "word + filters",
        params: { q: subject, tags: pickZipf(TOPICS, random), ...(random() < 0.5 ? { os: "linux" } : { bins: pickZipf(BINS, random) }) },
      });
    else if (roll < 0.86)
      queries.push({ kind: "word + sort", params: { q: subject, sort: pick(["downloads", "stars", "newest", "updated", "trending"], random) } });
    else if (roll < 0.92)
      queries.push({
        kind: "browse",
        params: {
          sort: pick(["relevance", "downloads", "stars", "newest", "updated", "trending"], random),
          ...(random() < 0.5 ? { tags: pickZipf(TOPICS, random) } : {}),
        },
      });
    else if (roll < 0.96) queries.push({ kind: "word + facets", params: { q: subject, facets: "tags,os,bins" } });
    else queries.push({ kind: "prefix word", params: { q: subject.slice(0, Math.max(3, subject.length - 2)) } });
  }
  return queries;
}

/** Prefixes as typed, one keystroke at a time. */
export function buildPrefixes(random: () => number, count: number): string[] {
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const word = `${pickZipf(SUBJECTS, random)}${random() < 0.3 ? ` ${pick(ACTIONS, random)}` : ""}`;
    for (let n = 1; n <= word.length && prefixes.length < count; n++) prefixes.push(word.slice(0, n));
  }
  return prefixes;
}
