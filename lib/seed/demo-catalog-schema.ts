// Shape of lib/seed/demo-skills/catalog.json: which skills, owners and versions the demo seeds.
import { z } from "zod";

export const demoCatalogSchema = z.array(
  z.object({
    slug: z.string(),
    displayName: z.string(),
    owner: z.string(),
    topics: z.array(z.string()).default([]),
    versions: z.array(z.object({ version: z.string(), changelog: z.string().default(""), dir: z.string() })).min(1),
  }),
);
