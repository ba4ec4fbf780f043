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
