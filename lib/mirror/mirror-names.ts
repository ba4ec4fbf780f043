// Names in a mirror's namespace. A mirror called `clawhub` brings upstream `@steipete/pdf-tools`
// here as skill `clawhub--steipete--pdf-tools`, published by `clawhub--steipete`. Local slugs and
// handles never contain `--` (lib/ids/slug.ts, lib/auth/schemas/handle.ts), so a mirrored skill
// can never take a local name and no local publisher can claim a mirrored one. Plain names keep
// working through lib/mirror/resolve-skill-alias.ts. docs/mirroring.md, "Names".
import { z } from "zod";
import { isMirroredSlug } from "@/lib/ids";

/** A mirror's own name: what its skills' names start with. Like a local slug, 2–32 characters. */
export const mirrorNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:-?[a-z0-9]){1,31}$/, "Mirror names use 2–32 lower-case letters, digits and single hyphens.");

/** An upstream owner handle or slug as a part of a name here: lower-case letters, digits, hyphens. */
const PART = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/**
 * Mirrors between the origin and us an upstream owner may carry (`central--clawhub--steipete` is two):
 * a mirror of a mirror works; a chain of mirrors that mirror each other stops here.
 */
export const MAX_UPSTREAM_HOPS = 2;

/**
 * ASCII case and ASCII spaces only: Unicode's lower-casing and trimming fold look-alikes into
 * ASCII names (the Kelvin sign K is `k`, a no-break space trims away), so an upstream's `\u212Aim`
 * would become our `kim`. Anything not ASCII stays, and fails the name pattern.
 */
export function normalizeUpstreamName(value: string): string {
  return value
    .replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "")
    .replace(/^@+/, "")
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

export function mirroredHandle(mirror: string, owner: string): string {
  return `${mirror}--${owner}`;
}

export function mirroredSlug(mirror: string, owner: string, slug: string): string {
  return `${mirror}--${owner}--${slug}`;
}

/**
 * Both names for an upstream skill, or null when its owner or slug cannot be written as a name here,
 * the owner is already in this mirror's namespace, or it has come through more than MAX_UPSTREAM_HOPS mirrors.
 */
export function mirroredNames(mirror: string, owner: string, slug: string): { handle: string; slug: string } | null {
  if (!PART.test(owner) || !PART.test(slug)) return null;
  // Our own names coming back (the upstream is us, or mirrors us), or a chain deeper than a mirror of a mirror.
  if (owner.startsWith(`${mirror}--`) || owner.split("--").length - 1 > MAX_UPSTREAM_HOPS) return null;
  const names = { handle: mirroredHandle(mirror, owner), slug: mirroredSlug(mirror, owner, slug) };
  return isMirroredSlug(names.slug) ? names : null;
}
