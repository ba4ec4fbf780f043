export { slugSchema, isReservedSlug, slugify, type Slug } from "./slug";
export { semverSchema, parseSemver, compareSemver, nextPatch, type SemVer } from "./semver";
