// Words people use interchangeably when looking for skills. Both backends use this one list:
// Meilisearch as its synonyms setting, PostgreSQL by widening each query word.
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["kubernetes", "k8s"],
  ["javascript", "js"],
  ["typescript", "ts"],
  ["postgres", "postgresql", "pg"],
  ["github", "gh"],
  ["python", "py"],
  ["markdown", "md"],
  ["database", "db"],
  ["documentation", "docs"],
  ["configuration", "config"],
  ["authentication", "auth"],
  ["repository", "repo"],
  ["macos", "osx"],
  ["spreadsheet", "excel", "xlsx"],
];

const byWord = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group)
    byWord.set(
      word,
      group.filter((other) => other !== word),
    );
}

export function synonymsOf(word: string): string[] {
  return byWord.get(word) ?? [];
}

/** Meilisearch's synonyms setting: every word maps to the rest of its group. */
export function meiliSynonyms(): Record<string, string[]> {
  return Object.fromEntries([...byWord.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
