// Pure: one skill's database rows → the document every backend indexes, or null when the skill
// is not listed (lib/access listedAudience: hidden, held, deleted, or without an installable
// version). Internal and private skills get documents too, marked with their visibility and owner:
// only searches whose audience reads them find them (postgres/documents-from.ts, meili-filter.ts).
import { listedAudience, listedVerdict, type DbVerdict } from "@/lib/access";
import { compatibilityOf, manifestOf } from "@/lib/catalog/stored-columns";
import { documentOs } from "./normalize-os";
import { computeRankScore } from "./rank-score";
import { nameKeyOf } from "./tokenize-query";
import type { SearchDocument } from "./types";

/** Enough of SKILL.md to find a skill by what it does; the rest only slows indexing. */
export const BODY_LIMIT = 20_000;

export type SearchSource = {
  id: string;
  slug: string;
  displayName: string;
  summary: string | null;
  topics: string[];
  moderation: string;
  visibility: string;
  ownerId: string;
  deletedAt: Date | null;
  verdict: string;
  downloads: number;
  installs: number;
  stars: number;
  createdAt: Date;
  updatedAt: Date;
  ownerHandle: string;
  latest: {
    version: string;
    manifest: unknown;
    compatibility?: unknown;
    createdAt: Date;
    withdrawnAt: Date | null;
    blockedAt: Date | null;
    verdict: DbVerdict;
  } | null;
  /** SKILL.md bytes of the latest version, when stored */
  skillFile: Uint8Array | null;
  /** installs over the last 7 days */
  trending: number;
};

/** Runtimes a stored compatibility matrix says the version loads under. */
export function loadingRuntimes(compatibility: unknown): string[] {
  return Object.entries(compatibilityOf(compatibility))
    .filter(([, verdict]) => verdict?.loads === true)
    .map(([runtime]) => runtime)
    .sort();
}

/** The categories a skill is listed under: its own (frontmatter), else its topics. */
export function skillCategories(manifestCategories: unknown, topics: string[]): string[] {
  const own = strings(manifestCategories).map((category) => category.toLowerCase());
  return [...new Set(own.length ? own : topics.map((topic) => topic.toLowerCase()))];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim()) : [];
}

/** SKILL.md as text without its YAML frontmatter (already indexed through the manifest). Never throws on bad bytes. */
export function skillBodyText(bytes: Uint8Array | null): string {
  if (!bytes) return "";
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, BODY_LIMIT * 4)).replace(/^\uFEFF/, "");
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, "");
  return body
    .replace(/\u0000/g, "")
    .replace(/^\s+/, "")
    .slice(0, BODY_LIMIT);
}

export function buildSearchDocument(source: SearchSource, now: Date = new Date()): SearchDocument | null {
  const audience = listedAudience(source, source.latest);
  if (!audience || !source.latest) return null;
  const manifest = manifestOf(source.latest.manifest);
  const description = manifest.description?.slice(0, 4000) ?? "";
  const bins = [...new Set([...strings(manifest.requirements.bins), ...strings(manifest.requirements.anyBins)])];
  const topics = [...new Set([...source.topics.map((topic) => topic.toLowerCase())])];
  const keywords = strings(manifest.keywords).map((word) => word.toLowerCase());
  const publishedAt = source.latest.createdAt;
  const counters = { downloads: source.downloads, installs: source.installs, stars: source.stars, trending: source.trending };
  return {
    skillId: source.id,
    slug: source.slug,
    displayName: source.displayName,
    nameKey: nameKeyOf(source.displayName),
    ownerHandle: source.ownerHandle,
    summary: source.summary ?? "",
    // Author keywords help matching like topics do, but are not browseable tags.
    description: [description, keywords.filter((word) => !topics.includes(word)).join(" ")].filter(Boolean).join("\n"),
    body: skillBodyText(source.skillFile),
    version: source.latest.version,
    topics,
    categories: skillCategories(manifest.categories, topics),
    runtimes: loadingRuntimes(source.latest.compatibility),
    skillName: manifest.name?.trim().toLowerCase() ?? "",
    os: documentOs(strings(manifest.os)),
    bins,
    verdict: listedVerdict(source.verdict),
    ...counters,
    rankScore: computeRankScore({ ...counters, publishedAt }, now),
    createdAt: source.createdAt,
    publishedAt,
    updatedAt: source.updatedAt,
    visibility: audience,
    ownerId: source.ownerId,
  };
}
