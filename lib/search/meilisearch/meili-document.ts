// SearchDocument ⇄ the record Meilisearch stores (dates as epoch milliseconds so they sort).
import { listedVerdict } from "@/lib/access/verdicts";
import type { BackendHit, SearchDocument } from "../types";

export type MeiliDocument = Omit<SearchDocument, "skillId" | "createdAt" | "publishedAt" | "updatedAt"> & {
  id: string;
  createdAt: number;
  publishedAt: number;
  updatedAt: number;
};

export function toMeiliDocument(doc: SearchDocument): MeiliDocument {
  const { skillId, createdAt, publishedAt, updatedAt, ...rest } = doc;
  return { id: skillId, ...rest, createdAt: createdAt.getTime(), publishedAt: publishedAt.getTime(), updatedAt: updatedAt.getTime() };
}

/** Only what a hit shows: never ship SKILL.md bodies back over the wire. */
export const HIT_ATTRIBUTES = ["id", "slug", "displayName", "summary", "ownerHandle", "version", "verdict"] as const;

export type MeiliHit = Pick<MeiliDocument, (typeof HIT_ATTRIBUTES)[number]> & { _rankingScore?: number };

export function fromMeiliHit(hit: MeiliHit): BackendHit {
  return {
    skillId: hit.id,
    slug: hit.slug,
    displayName: hit.displayName,
    summary: hit.summary,
    ownerHandle: hit.ownerHandle,
    version: hit.version,
    verdict: listedVerdict(hit.verdict),
    score: hit._rankingScore ?? 0,
  };
}
