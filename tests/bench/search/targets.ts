// What the benchmark calls: searchSkills/suggestSkills in this process, or the HTTP API of a
// running server (`--target http --base-url …`, pointed at the same database with --keep).
export type SearchTarget = {
  name: string;
  search(params: Record<string, string>): Promise<{ nextCursor: string | null }>;
  suggest(prefix: string): Promise<unknown>;
};

export async function inProcessTarget(): Promise<SearchTarget> {
  const { searchSkills, suggestSkills } = await import("@/lib/search");
  return {
    name: "in-process searchSkills()",
    search: (params) => searchSkills(params),
    suggest: (prefix) => suggestSkills({ prefix }),
  };
}

export function httpTarget(options: { baseUrl: string; searchPath: string; suggestPath: string }): SearchTarget {
  const get = async (path: string, params: Record<string, string>) => {
    const response = await fetch(`${options.baseUrl}${path}?${new URLSearchParams(params)}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    name: `HTTP ${options.baseUrl}${options.searchPath}`,
    search: async (params) => {
      const body = await get(options.searchPath, params);
      return { nextCursor: typeof body.nextCursor === "string" ? body.nextCursor : null };
    },
    // The site's route reads `q`; `prefix` is what suggestSkills calls it.
    suggest: (prefix) => get(options.suggestPath, { q: prefix, prefix }),
  };
}
