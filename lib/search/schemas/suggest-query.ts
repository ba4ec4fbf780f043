// What suggestSkills accepts (search-as-you-type).
import { z } from "zod";
import { booleanParam } from "./list-param";

export const SUGGEST_MAX_LIMIT = 20;

export const suggestQuerySchema = z.object({
  prefix: z.string().max(100),
  limit: z.coerce.number().int().min(1).max(SUGGEST_MAX_LIMIT).default(8),
  nonSuspiciousOnly: booleanParam.default(true),
});

export type SuggestQueryInput = z.input<typeof suggestQuerySchema>;
