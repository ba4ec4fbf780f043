// Pieces of ClawHub's skill JSON (clawhub CLI 0.23 `dist/schema/schemas.js`) shared by several
// responses, as zod schemas so routes, tests and the OpenAPI document use one definition.
// Timestamps are epoch milliseconds, as ClawHub sends them. Fields ClawHub lacks are our additions.
import { z } from "zod";

export const verdictSchema = z.enum(["clean", "suspicious", "malicious"]);

export const ownerSchema = z.object({
  handle: z.string().nullable(),
  displayName: z.string().nullable(),
  // A string or absent, never null: strict clients (ZeroClaw's serde types) reject null here.
  image: z.string().optional(),
  kind: z.enum(["user", "org"]),
  official: z.boolean(),
});

/** The newest installable version. ClawHub's `license` is only ever "MIT-0" or null; the SPDX id the skill declares is `spdxLicense`. */
export const latestVersionSchema = z.object({
  version: z.string(),
  createdAt: z.number().int(),
  changelog: z.string(),
  license: z.literal("MIT-0").nullable(),
  spdxLicense: z.string().nullable(),
  digest: z.string().describe("Canonical bundle digest, sha256:<hex> (docs/bundle-digest.md)"),
});

/** What a skill needs on the machine: environment variables (`setup`) and operating systems. */
export const skillMetadataSchema = z.object({
  setup: z.array(z.object({ key: z.string(), required: z.boolean() })),
  os: z.array(z.string()).nullable(),
  systems: z.array(z.string()).nullable(),
  bins: z.array(z.string()),
});

export const skillStatsSchema = z.object({
  downloads: z.number().int(),
  installs: z.number().int(),
  // ClawHub's names, required by strict clients (ZeroClaw): current installs and comment count.
  installsCurrent: z.number().int(),
  installsAllTime: z.number().int(),
  stars: z.number().int(),
  versions: z.number().int(),
  comments: z.number().int().describe("Always 0: this registry has no comments"),
});

/** Dist-tag → version, e.g. {"latest": "1.2.0", "beta": "1.3.0-beta.1"}. */
export const distTagsSchema = z.record(z.string(), z.string());

export const skillSummarySchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  summary: z.string().nullable(),
  topics: z.array(z.string()),
  tags: distTagsSchema,
  stats: skillStatsSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int().describe("When the latest installable version was published (else when the skill last changed)"),
  emoji: z.string().nullable().describe("metadata.openclaw.emoji of the latest installable version"),
  categories: z.array(z.string()).describe("The latest version's frontmatter category/categories, else the topics"),
});

/** The skill's trust state as the clawhub CLI reads it before installing (isSuspicious needs --force, isMalwareBlocked refuses). */
export const skillModerationSchema = z.object({
  isSuspicious: z.boolean(),
  isMalwareBlocked: z.boolean(),
  verdict: verdictSchema,
  reasonCodes: z.array(z.string()).describe("Scanner rule ids behind the verdict"),
  updatedAt: z.number().int().nullable(),
  engineVersion: z.string().nullable(),
  summary: z.string().nullable(),
  status: z.enum(["active", "held", "hidden", "auto-hidden", "deleted"]).describe("Listing state; not `active` only for the owner and moderators"),
  reviewState: z.string().nullable(),
});

/** Which registry a search or trending item comes from and how to install it (ClawHub's canonical
 * search fields): OpenClaw drops every item whose `source` is not "clawhub" and installs
 * `@<publisher.handle>/<slug>`. */
export const sourceFieldsSchema = z.object({
  id: z.string().describe("clawhub:<owner>/<slug>"),
  source: z.literal("clawhub"),
  official: z.boolean(),
  publisher: z.object({
    kind: z.enum(["user", "org"]),
    handle: z.string(),
    displayName: z.string().nullable(),
    image: z.string().nullable(),
    official: z.boolean(),
  }),
  install: z.object({ kind: z.literal("clawhub"), reference: z.string().describe("<owner>/<slug>"), sourceUrl: z.null() }),
  metrics: z.object({ rolling60DayInstalls: z.null(), bookmarks: z.number().int().describe("Stars"), updatedAt: z.number().int() }),
});

/** Where an upstream registry has a mirrored version (lib/mirror); the signed statement carries the same. */
export const mirrorSummarySchema = z.object({
  mirror: z.string().describe("The mirror's name here (its skills are `<mirror>--<owner>--<slug>`)"),
  url: z.string().describe("The upstream's API base URL"),
  ownerHandle: z.string(),
  slug: z.string(),
  version: z.string(),
  digest: z.string().nullable().describe("The upstream's own digest, when it declares one"),
  zipSha256: z.string().describe("sha256 of the archive as the upstream sent it"),
  fetchedAt: z.string(),
});
