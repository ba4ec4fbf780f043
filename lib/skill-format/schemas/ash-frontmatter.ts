// Ash (dcramer/ash) skill frontmatter: model and tool preferences, iteration budget, requirements,
// config values (`NAME` or `NAME=default`) and an input_schema that must itself be JSON Schema.
import { z } from "zod";
import { nonEmptyString, stringList } from "./common";
import { jsonSchemaSchema } from "./json-schema";

export const ASH_CONFIG_ENTRY = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/s;

export const ashFrontmatterSchema = z.object({
  name: nonEmptyString.optional(),
  description: nonEmptyString,
  preferred_model: nonEmptyString.optional(),
  model: nonEmptyString.optional(),
  required_tools: stringList.optional(),
  tools: stringList.optional(),
  max_iterations: z.number().int().min(1).max(1000).optional(),
  requires: z
    .object({
      bins: stringList.optional(),
      env: stringList.optional(),
      os: z.array(z.enum(["darwin", "linux", "win32", "windows"])).optional(),
    })
    .optional(),
  config: z.array(z.string().regex(ASH_CONFIG_ENTRY, "must be NAME or NAME=default")).optional(),
  input_schema: jsonSchemaSchema.optional(),
  authors: stringList.optional(),
  rationale: z.string().optional(),
  env: stringList.optional(),
  packages: stringList.optional(),
});
