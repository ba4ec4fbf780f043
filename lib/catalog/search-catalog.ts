// `clawhub search`: lib/search's ranked hits in ClawHub's result shape, with the owner and live
// counters. `exact` looks one slug up instead (`clawhub search --exact`). Unlike the website, the
// ClawHub API lists suspicious skills unless asked not to; each result says its verdict.
import type { SearchResults } from "@/lib/api-schemas/search-results";
import { db } from "@/lib/db";
import { readableAudience, type StandingActor } from "@/lib/access";
import { searchSkills, type SearchCaller } from "@/lib/search";
import { presentEmoji } from "./present-manifest";
import { presentOwner, presentSource } from "./present-skill";

export type SearchCatalogInput = {
  q: string;
  limit: number;
  exact?: boolean;
  nonSuspiciousOnly?: boolean;
  ownerHandle?: string;
  cursor?: string;
  /** Every listed category; every listed runtime the latest version loads under. */
  category?: string[];
  runtime?: string[];
  /** Signed-in viewers also find the internal and private skills they may read, ranked with the rest (lib/search). */
  viewer?: StandingActor | null;
  /** Charged for a ranked search the result cache cannot answer (lib/search/charge-search.ts); an exact lookup is one index read and free. */
  caller?: SearchCaller;
};

type Hit = { skillId: string; score: number; version: string; verdict: "clean" | "suspicious" };

async function exactHit(input: SearchCatalogInput): Promise<Hit[]> {
  const where = {
    slug: input.q.trim().toLowerCase(),
    ...(input.ownerHandle ? { ownerHandle: input.ownerHandle } : {}),
    ...(input.nonSuspiciousOnly ? { verdict: "CLEAN" as const } : {}),
    ...(input.category?.length ? { categories: { hasEvery: input.category } } : {}),
    ...(input.runtime?.length ? { runtimes: { hasEvery: input.runtime } } : {}),
  };
  const select = { skillId: true, version: true, verdict: true } as const;
  let doc = await db.skillSearchDocument.findFirst({ where, select });
  if (!doc && input.viewer) {
    // The viewer's internal and private skills by exact slug, as its search finds them (lib/access).
    const audience = await readableAudience(db, input.viewer);
    doc = await db.restrictedSearchDocument.findFirst({
      where: {
        ...where,
        OR: [...(audience.internal ? [{ visibility: "INTERNAL" as const }] : []), { visibility: "PRIVATE", ownerId: { in: audience.owners } }],
      },
      select,
    });
  }
  return doc ? [{ skillId: doc.skillId, score: 1, version: doc.version, verdict: doc.verdict === "CLEAN" ? "clean" : "suspicious" }] : [];
}

export async function searchCatalog(input: SearchCatalogInput): Promise<SearchResults> {
  if (!input.q.trim()) return { results: [], nextCursor: null };
  let hits: Hit[];
  let nextCursor: string | null = null;
  if (input.exact) hits = await exactHit(input);
  else {
    const result = await searchSkills(
      {
        q: input.q,
        limit: input.limit,
        nonSuspiciousOnly: input.nonSuspiciousOnly ?? false,
        owner: input.ownerHandle,
        cursor: input.cursor,
        category: input.category,
        runtime: input.runtime,
      },
      { viewer: input.viewer ?? null, caller: input.caller },
    );
    hits = result.hits;
    nextCursor = result.nextCursor;
  }
  const skills = await db.skill.findMany({
    where: { id: { in: hits.map((hit) => hit.skillId) } },
    select: {
      id: true,
      slug: true,
      displayName: true,
      summary: true,
      downloads: true,
      stars: true,
      updatedAt: true,
      owner: { select: { handle: true, displayName: true, image: true, kind: true, official: true } },
      latestVersion: { select: { createdAt: true, manifest: true } },
    },
  });
  const byId = new Map(skills.map((skill) => [skill.id, skill]));
  const results = hits.flatMap((hit) => {
    const skill = byId.get(hit.skillId);
    if (!skill) return [];
    const updatedAt = (skill.latestVersion?.createdAt ?? skill.updatedAt).getTime();
    return [
      {
        ...presentSource({ slug: skill.slug, owner: skill.owner, stars: skill.stars, updatedAt }),
        slug: skill.slug,
        ownerHandle: skill.owner.handle,
        displayName: skill.displayName,
        summary: skill.summary,
        version: hit.version,
        score: hit.score,
        downloads: skill.downloads,
        stars: skill.stars,
        updatedAt,
        owner: presentOwner(skill.owner),
        verdict: hit.verdict,
        emoji: presentEmoji(skill.latestVersion?.manifest),
      },
    ];
  });
  return { results, nextCursor };
}
