export { slugSchema, catalogSlugSchema, isMirroredSlug, isReservedSlug, slugify } from "./slug";
export { semverSchema, parseSemver, compareSemver, nextPatch } from "./semver";
