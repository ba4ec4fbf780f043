// A results page's search and how many results each verdict has for the same words and other
// filters (the verdict filter's counts, and the "N suspicious results hidden" line). Two searches,
// one logical search: they draw one charge between them from the caller's "search" budget
// (decision 034), and a refused charge runs neither. The counts are a hint: if their search fails
// for any other reason the page still has its results (verdictCounts null).
import { oneChargeFor, type SearchCaller } from "./charge-search";
import type { SearchQueryInput } from "./schemas/search-query";
import { searchSkills } from "./search-skills";
import type { SearchResult } from "./types";

export type VerdictCounts = { clean: number; suspicious: number };

type Options = Parameters<typeof searchSkills>[1] & { caller: SearchCaller };

async function countVerdicts(input: SearchQueryInput, options: Options): Promise<VerdictCounts | null> {
  try {
    const counted = { ...input, verdict: undefined, cursor: undefined, limit: 1, nonSuspiciousOnly: false, facets: ["verdict" as const] };
    const result = await searchSkills(counted, options);
    const count = (verdict: string) => result.facets?.verdict?.find((entry) => entry.value === verdict)?.count ?? 0;
    return { clean: count("clean"), suspicious: count("suspicious") };
  } catch {
    // A spent budget refuses the results search by the same charge, and that one says so.
    return null;
  }
}

export async function searchWithVerdictCounts(
  input: SearchQueryInput,
  options: Options,
): Promise<{ result: SearchResult; verdictCounts: VerdictCounts | null }> {
  const shared = { ...options, caller: oneChargeFor(options.caller) };
  const [result, verdictCounts] = await Promise.all([searchSkills(input, shared), countVerdicts(input, shared)]);
  return { result, verdictCounts };
}
