// Agent OS skill frontmatter: a semver version, author, package requirements, keywords and scripts,
// each script documented with its usage. Scripts come as a list of {name, path, usage} or as a
// mapping name → {path, usage}.
import { z } from "zod";
import { nonEmptyString, packageRequirement, stringList } from "./common";

export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export const agentOsScriptDetailsSchema = z.object({ path: nonEmptyString.optional(), usage: nonEmptyString, description: z.string().optional() });
export const agentOsScriptSchema = agentOsScriptDetailsSchema.extend({ name: nonEmptyString });
export const agentOsScriptListSchema = z.array(agentOsScriptSchema);
export const agentOsScriptMapSchema = z.record(z.string(), agentOsScriptDetailsSchema);

export const agentOsFrontmatterSchema = z.object({
  name: nonEmptyString,
  description: nonEmptyString,
  version: z.string().regex(SEMVER, "must be a semantic version like 1.2.3 (quote it in YAML)").optional(),
  author: z.union([nonEmptyString, z.object({ name: nonEmptyString, email: z.string().optional(), url: z.string().optional() })]).optional(),
  requires: z.array(packageRequirement).optional(),
  category: nonEmptyString.optional(),
  categories: z.union([stringList, nonEmptyString]).optional(),
  keywords: stringList.optional(),
  scripts: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: "must be a list of scripts or a mapping of script names" }).optional(),
});

export type AgentOsScript = z.infer<typeof agentOsScriptSchema>;
