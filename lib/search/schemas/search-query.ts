// What searchSkills accepts. Also usable as a route's `query` schema: lists may come as "a,b",
// booleans and numbers as strings.
import { z } from "zod";
import { booleanParam, listParam } from "./list-param";

export const SEARCH_SORTS = ["relevance", "downloads", "stars", "newest", "updated", "trending"] as const;
export const FACET_NAMES = ["tags", "categories", "os", "bins", "verdict", "owner"] as const;
/** Runtimes a search can require a skill to load under (lib/skill-format RUNTIME_IDS). */
export const SEARCH_RUNTIMES = ["agentskills", "claude", "openclaw", "ash", "agent-os", "skills-sh"] as const;
export const SEARCH_MAX_LIMIT = 100;

const label = z
  .string()
  .min(1)
  .max(64)
  .transform((value) => value.toLowerCase());

export const searchQuerySchema = z.object({
  q: z.string().max(200).optional(),
  /** Every listed tag (topic) must be present. */
  tags: listParam(label).optional(),
  /** Every listed category must be among the skill's (frontmatter categories, else its topics). */
  category: listParam(label).optional(),
  /** The skill's latest version must load as-is under every listed runtime. */
  runtime: listParam(z.enum(SEARCH_RUNTIMES)).optional(),
  /** Skills supporting any of these operating systems (skills that name no OS run everywhere). */
  os: listParam(label).optional(),
  /** Every listed binary must be among the skill's requirements. */
  bins: listParam(z.string().min(1).max(64)).optional(),
  verdict: listParam(z.enum(["clean", "suspicious"])).optional(),
  owner: z
    .string()
    .min(1)
    .max(64)
    .transform((value) => value.toLowerCase().replace(/^@/, ""))
    .optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  /** Suspicious skills are left out unless this is false. */
  nonSuspiciousOnly: booleanParam.default(true),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(20),
  cursor: z.string().min(1).max(2000).optional(),
  facets: listParam(z.enum(FACET_NAMES), FACET_NAMES.length).optional(),
});

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchSort = (typeof SEARCH_SORTS)[number];
