// Is a value a well-formed JSON Schema (draft 7 / 2020-12 keywords we can check structurally)?
// Used for Ash's input_schema. Unknown keywords are allowed, as JSON Schema allows them.
import { z } from "zod";

const TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"] as const;
const count = z.number().int().min(0);
const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}, "must be a valid regular expression");

export const jsonSchemaSchema: z.ZodType<unknown> = z.lazy(() => z.union([z.boolean(), jsonSchemaObjectSchema]));

const schemaMap = z.record(z.string(), jsonSchemaSchema);
const schemaList = z.array(jsonSchemaSchema).min(1);

export const jsonSchemaObjectSchema = z.looseObject({
  $schema: z.string().optional(),
  $id: z.string().optional(),
  $ref: z.string().optional(),
  $defs: schemaMap.optional(),
  definitions: schemaMap.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  type: z
    .union([
      z.enum(TYPES),
      z
        .array(z.enum(TYPES))
        .min(1)
        .refine((t) => new Set(t).size === t.length, "types must be unique"),
    ])
    .optional(),
  enum: z.array(z.unknown()).min(1).optional(),
  properties: schemaMap.optional(),
  patternProperties: schemaMap.optional(),
  additionalProperties: jsonSchemaSchema.optional(),
  propertyNames: jsonSchemaSchema.optional(),
  required: z
    .array(z.string())
    .refine((r) => new Set(r).size === r.length, "required names must be unique")
    .optional(),
  items: z.union([jsonSchemaSchema, z.array(jsonSchemaSchema)]).optional(),
  prefixItems: schemaList.optional(),
  contains: jsonSchemaSchema.optional(),
  allOf: schemaList.optional(),
  anyOf: schemaList.optional(),
  oneOf: schemaList.optional(),
  not: jsonSchemaSchema.optional(),
  if: jsonSchemaSchema.optional(),
  then: jsonSchemaSchema.optional(),
  else: jsonSchemaSchema.optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
  exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
  multipleOf: z.number().positive().optional(),
  minLength: count.optional(),
  maxLength: count.optional(),
  minItems: count.optional(),
  maxItems: count.optional(),
  minProperties: count.optional(),
  maxProperties: count.optional(),
  uniqueItems: z.boolean().optional(),
  pattern: regexSource.optional(),
  format: z.string().optional(),
});
