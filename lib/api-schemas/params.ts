// Path and query parameters shared by the ClawHub-compatible routes. Slugs and owner handles are
// trimmed and lower-cased first (ClawHub does the same), then checked.
import { z } from "zod";
import { catalogSlugSchema } from "@/lib/ids";

export const skillSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(catalogSlugSchema)
  .describe("The skill's slug (a mirrored skill's is `<upstream>--<owner>--<slug>`).");

/** `ownerHandle` (or ClawHub's older `owner`): answer only if the skill belongs to this publisher. */
export const ownerHandleSchema = z
  .string()
  .trim()
  .max(128)
  .transform((value) => value.replace(/^@+/, "").toLowerCase() || undefined)
  .optional()
  .describe("Only match a skill owned by this publisher handle.");

export const ownerQuerySchema = z.object({ ownerHandle: ownerHandleSchema, owner: ownerHandleSchema });

/** One handle from `ownerHandle` or `owner`. */
export function ownerOf(query: { ownerHandle?: string | undefined; owner?: string | undefined }): string | undefined {
  return query.ownerHandle ?? query.owner;
}

export const versionStringSchema = z.string().trim().min(1).max(128).describe("An exact version, e.g. 1.2.0.");
export const tagNameSchema = z.string().trim().toLowerCase().min(1).max(64).describe("A dist-tag, e.g. latest or beta.");

export const skillParamsSchema = z.object({ slug: skillSlugSchema });

/** OpenClaw's `reference` (a skills.sh source it asks ClawHub to resolve from GitHub): not hosted here, so any value is a 400 that says so, never our same-named skill. */
export const unhostedReferenceSchema = z
  .string()
  .max(300)
  .refine(() => false, "skills.sh references are not hosted by this registry")
  .optional()
  .describe("skills.sh references are not hosted here: any value answers 400");

/** Read routes: a slug, or the skill's frontmatter name where it differs (GoClaw, Agent OS look skills up by name). */
export const skillRefSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(128)
  .regex(/^[^\u0000-\u001f\u007f/\\]+$/, "No control characters or slashes.")
  .describe("The skill's slug, or its name (frontmatter `name`) when that differs and no other listed skill has it.");
