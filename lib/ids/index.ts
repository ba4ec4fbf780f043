export { slugSchema, isReservedSlug, slugify } from "./slug";
export { semverSchema, parseSemver, compareSemver, nextPatch } from "./semver";
