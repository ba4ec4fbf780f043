// Skill slugs: lower-case letters, digits and single hyphens, 2–64 characters, not reserved.
import { z } from "zod";
import reserved from "./reserved-slugs.json";

const SLUG_PATTERN = /^[a-z0-9](?:(?!--)[a-z0-9-])*[a-z0-9]$/;

export const slugSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(SLUG_PATTERN, "Slugs use lower-case letters, digits and single hyphens, and start and end with a letter or digit.")
  .brand<"Slug">();

// A mirrored skill's slug, `<upstream>--<owner>--<slug>` (lib/mirror/mirror-names.ts). Local slugs
// never contain `--`, so a publisher can neither claim a mirrored name nor lose one to a mirror.
const MIRRORED_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*[a-z0-9]$/;
export const MIRRORED_SLUG_MAX = 200;

export function isMirroredSlug(value: string): boolean {
  return value.length <= MIRRORED_SLUG_MAX && value.includes("--") && MIRRORED_SLUG_PATTERN.test(value);
}

/** Any slug a skill here may have: a local one, or a mirrored one. Read paths take this; publishing takes slugSchema. */
export const catalogSlugSchema = z
  .string()
  .max(MIRRORED_SLUG_MAX)
  .refine((value) => slugSchema.safeParse(value).success || isMirroredSlug(value), "Not a skill slug: lower-case letters, digits and hyphens.");

export function isReservedSlug(slug: string): boolean {
  return reserved.exact.includes(slug) || reserved.prefixes.some((prefix) => slug.startsWith(prefix));
}

/** Turns a skill name into the slug it would publish under ("My Skill" → "my-skill"). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "");
}
