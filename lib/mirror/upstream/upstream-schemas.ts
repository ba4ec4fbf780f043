// What we accept from an upstream registry, per ClawHub v1 route (the clawhub CLI's dist/schema and
// ClawHub's server are the reference; Skillvault's extra fields are read when present). Every
// upstream answer is hostile input: unknown fields are dropped, strings and lists are bounded, and
// anything else is UPSTREAM_INVALID.
import { z } from "zod";

const text = (max: number) => z.string().max(max);
/** Free text we keep (names, changelogs): cut, never refused, for length; without NULs, which PostgreSQL cannot store. */
const keptText = (max: number) => z.string().transform((value) => value.slice(0, max).replace(/\u0000/g, ""));
const millis = z.number().int().nonnegative();
/**
 * A list item one upstream publisher can spoil (a slug longer than we take, a wrong type): that
 * item reads as null and is reported, the rest of the page is used. A page that is not a page still fails.
 */
const listItem = <S extends z.ZodType>(schema: S) => schema.nullable().catch(null);

export const wellKnownSchema = z
  .object({ apiBase: text(2048).optional(), registry: text(2048).optional() })
  .refine((value) => value.apiBase !== undefined || value.registry !== undefined, "names neither apiBase nor registry");

export const skillListPageSchema = z.object({
  items: z
    .array(
      listItem(
        z.object({
          slug: text(200),
          updatedAt: millis.optional(),
          // Skillvault (and ClawHub's search) name the owner; ClawHub's list does not.
          ownerHandle: text(100).nullish(),
          owner: z.object({ handle: text(100).nullish() }).nullish(),
        }),
      ),
    )
    .max(1000),
  nextCursor: text(4096).nullish(),
});

export const skillDetailSchema = z.object({
  skill: z
    .object({
      slug: text(200),
      displayName: keptText(200),
      summary: keptText(2000).nullish(),
      topics: z.array(text(100)).max(100).optional(),
      updatedAt: millis.optional(),
      // Skillvault: who may read it there (public | internal | private); anything else reads as not public.
      visibility: text(32).optional(),
    })
    .nullable(),
  latestVersion: z.object({ version: text(128) }).nullish(),
  owner: z.object({ handle: text(100).nullable(), displayName: keptText(200).nullish() }).nullish(),
  moderation: z.object({ isSuspicious: z.boolean().optional(), isMalwareBlocked: z.boolean().optional(), verdict: text(32).optional() }).nullish(),
});

/** ClawHub's 409 for a slug several owners use. */
export const ambiguousSkillSchema = z.object({
  code: z.literal("AMBIGUOUS_SKILL_SLUG"),
  matches: z.array(z.object({ ownerHandle: text(100), slug: text(200) })).max(100),
});

export const versionListPageSchema = z.object({
  items: z.array(z.object({ version: text(128), createdAt: millis.optional() })).max(1000),
  nextCursor: text(4096).nullish(),
});

export const versionDetailSchema = z.object({
  version: z
    .object({
      version: text(128),
      changelog: keptText(20_000).nullish(),
      files: z
        .array(z.object({ path: text(1024), sha256: z.string().regex(/^[0-9a-f]{64}$/i), size: z.number().int().nonnegative().optional() }))
        .max(10_000)
        .optional(),
      // Skillvault's canonical digest (docs/bundle-digest.md).
      digest: text(100).optional(),
    })
    .nullable(),
});

const FEED_CURSOR = /^(\d{1,19}|c1\.[A-Za-z0-9_-]{22})$/;

export const changesPageSchema = z.object({
  items: z.array(listItem(z.object({ id: text(40), kind: text(40), slug: text(200), version: text(128).nullable() }))).max(1000),
  // Digits (an anonymous feed) or a Skillvault reader's sealed cursor (with a token).
  nextCursor: z.string().regex(FEED_CURSOR),
  hasMore: z.boolean(),
  head: z.string().regex(FEED_CURSOR).optional(),
});

export type SkillListPage = z.infer<typeof skillListPageSchema>;
export type UpstreamSkillDetail = z.infer<typeof skillDetailSchema>;
export type UpstreamVersionDetail = z.infer<typeof versionDetailSchema>;
export type ChangesPage = z.infer<typeof changesPageSchema>;
