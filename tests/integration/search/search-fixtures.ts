// Search test helpers: synthetic documents (with the Skill rows their foreign key needs) and
// resolved queries, for suites that talk to a SearchIndex directly.
import { db } from "@/lib/db";
import { computeRankScore } from "@/lib/search/rank-score";
import { resolveSearchQuery } from "@/lib/search/resolve-search-query";
import type { SearchQueryInput } from "@/lib/search/schemas/search-query";
import { nameKeyOf } from "@/lib/search/tokenize-query";
import type { ResolvedSearchQuery, SearchDocument } from "@/lib/search/types";

const DAY = 86_400_000;
let sequence = 0;

export type DocInput = Partial<SearchDocument> & { slug: string; ageDays?: number };

/** A listed document; unspecified counters are zero, timestamps `ageDays` (default 30) in the past. */
export function makeDoc(input: DocInput): SearchDocument {
  const { ageDays = 30, ...rest } = input;
  const at = new Date(Date.now() - ageDays * DAY);
  const displayName =
    input.displayName ??
    input.slug
      .split("-")
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(" ");
  const base = {
    skillId: `sk${process.pid}x${++sequence}${input.slug.replace(/-/g, "")}`.slice(0, 60),
    displayName,
    nameKey: nameKeyOf(displayName),
    ownerHandle: "alice",
    summary: "",
    description: "",
    body: "",
    version: "1.0.0",
    topics: [],
    categories: [],
    runtimes: [],
    skillName: input.slug,
    os: ["darwin", "linux", "win32"],
    bins: [],
    verdict: "clean" as const,
    downloads: 0,
    installs: 0,
    stars: 0,
    trending: 0,
    createdAt: at,
    publishedAt: at,
    updatedAt: at,
  };
  const doc = { ...base, ...rest, displayName, nameKey: nameKeyOf(displayName) };
  return { ...doc, rankScore: input.rankScore ?? computeRankScore(doc) };
}

/** Skill rows (and owners) so documents satisfy SkillSearchDocument's foreign key. */
export async function createSkillRows(docs: SearchDocument[]): Promise<void> {
  for (const handle of new Set(docs.map((doc) => doc.ownerHandle))) {
    await db.user.upsert({ where: { handle }, create: { handle }, update: {} });
  }
  const owners = new Map((await db.user.findMany({ select: { id: true, handle: true } })).map((user) => [user.handle, user.id]));
  // A skill an earlier suite in this file created under the same slug (with another id) goes first.
  await db.skill.deleteMany({ where: { slug: { in: docs.map((doc) => doc.slug) }, id: { notIn: docs.map((doc) => doc.skillId) } } });
  await db.skill.createMany({
    data: docs.map((doc) => ({ id: doc.skillId, slug: doc.slug, displayName: doc.displayName, ownerId: owners.get(doc.ownerHandle)! })),
    skipDuplicates: true,
  });
}

export function resolved(input: SearchQueryInput): ResolvedSearchQuery {
  return resolveSearchQuery(input).query;
}

export const slugsOf = (page: { hits: Array<{ slug: string }> }) => page.hits.map((hit) => hit.slug);
