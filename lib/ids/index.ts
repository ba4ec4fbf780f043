export { slugSchema, catalogSlugSchema, isMirroredSlug, isReservedSlug, slugify, MIRRORED_SLUG_MAX, type Slug } from "./slug";
export { semverSchema, parseSemver, compareSemver, nextPatch, type SemVer } from "./semver";
