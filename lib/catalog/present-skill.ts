// Rows → ClawHub's JSON shapes (lib/api-schemas/catalog-parts.ts). Pure: no database access.
import type { z } from "zod";
import { PUBLIC_VIEWER, verdictName, versionStatus, type DbVerdict, type SkillState } from "@/lib/access";
import type {
  latestVersionSchema,
  ownerSchema,
  skillMetadataSchema,
  skillModerationSchema,
  skillStatsSchema,
  skillSummarySchema,
  sourceFieldsSchema,
} from "@/lib/api-schemas/catalog-parts";
import { skillCategories } from "@/lib/search/build-search-document";
import { manifestOf, scanReportOf } from "./stored-columns";

type OwnerRow = { handle: string; displayName: string | null; image: string | null; kind: "USER" | "ORG"; official: boolean };

export function presentOwner(owner: OwnerRow): z.infer<typeof ownerSchema> {
  return {
    handle: owner.handle,
    displayName: owner.displayName,
    ...(owner.image ? { image: owner.image } : {}),
    kind: owner.kind === "ORG" ? "org" : "user",
    official: owner.official,
  };
}

/** The canonical-search fields of one item (sourceFieldsSchema): this registry's own skill, installed as owner/slug. */
export function presentSource(input: { slug: string; owner: OwnerRow; stars: number; updatedAt: number }): z.infer<typeof sourceFieldsSchema> {
  const { owner } = input;
  return {
    id: `clawhub:${owner.handle}/${input.slug}`,
    source: "clawhub",
    official: owner.official,
    publisher: {
      kind: owner.kind === "ORG" ? "org" : "user",
      handle: owner.handle,
      displayName: owner.displayName,
      image: owner.image,
      official: owner.official,
    },
    install: { kind: "clawhub", reference: `${owner.handle}/${input.slug}`, sourceUrl: null },
    metrics: { rolling60DayInstalls: null, bookmarks: input.stars, updatedAt: input.updatedAt },
  };
}

export type VersionForLatest = { version: string; createdAt: Date; changelog: string; digest: string; manifest: unknown };

export function presentLatestVersion(version: VersionForLatest): z.infer<typeof latestVersionSchema> {
  const license = manifestOf(version.manifest).license ?? null;
  return {
    version: version.version,
    createdAt: version.createdAt.getTime(),
    changelog: version.changelog,
    license: license === "MIT-0" ? "MIT-0" : null,
    spdxLicense: license,
    digest: version.digest,
  };
}

export function presentMetadata(manifestValue: unknown): z.infer<typeof skillMetadataSchema> | null {
  const manifest = manifestOf(manifestValue);
  const setup = (manifest.envVars ?? []).map((env) => ({ key: env.name, required: env.required }));
  const os = manifest.os?.length ? manifest.os : null;
  const bins = manifest.requirements?.bins ?? [];
  if (!setup.length && !os && !bins.length) return null;
  return { setup, os, systems: null, bins };
}

export function presentStats(skill: { downloads: number; installs: number; stars: number; versionCount: number }): z.infer<typeof skillStatsSchema> {
  return {
    downloads: skill.downloads,
    installs: skill.installs,
    installsCurrent: skill.installs,
    installsAllTime: skill.installs,
    stars: skill.stars,
    versions: skill.versionCount,
    comments: 0,
  };
}

/** Dist-tags as {tag: version}, only those pointing at an installable version (lib/access). */
export function presentTags(
  skill: Pick<SkillState, "deletedAt" | "moderation" | "visibility">,
  tags: Array<{ tag: string; version: { version: string; withdrawnAt: Date | null; blockedAt: Date | null; verdict: DbVerdict; orgReview: string | null } }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { tag, version } of tags) {
    if (versionStatus({ skill, version, sight: PUBLIC_VIEWER }).installable) out[tag] = version.version;
  }
  return out;
}

export type SkillForSummary = {
  slug: string;
  displayName: string;
  summary: string | null;
  topics: string[];
  downloads: number;
  installs: number;
  stars: number;
  versionCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export function presentSkillSummary(
  skill: SkillForSummary,
  tags: Record<string, string>,
  latest: { createdAt: Date; manifest?: unknown } | null,
): z.infer<typeof skillSummarySchema> {
  const manifest = manifestOf(latest?.manifest);
  return {
    slug: skill.slug,
    displayName: skill.displayName,
    summary: skill.summary,
    topics: skill.topics,
    tags,
    stats: presentStats(skill),
    createdAt: skill.createdAt.getTime(),
    updatedAt: (latest?.createdAt ?? skill.updatedAt).getTime(),
    emoji: manifest.emoji ?? null,
    categories: skillCategories(manifest.categories, skill.topics),
  };
}

const STATUS = { ACTIVE: "active", HELD: "held", HIDDEN: "hidden", AUTO_HIDDEN: "auto-hidden" } as const;

export type ModerationInput = {
  skill: { moderation: "ACTIVE" | "HELD" | "HIDDEN" | "AUTO_HIDDEN"; deletedAt: Date | null };
  /** The latest installable version, or null. */
  latest: { verdict: DbVerdict; verdictSummary: string; scannerVersion: string; reviewState: string | null; createdAt: Date; scanReport: unknown } | null;
  /** True when versions exist but every one is blocked or malicious. */
  allBlocked: boolean;
};

/** Rule ids of a stored scan report's findings, most frequent first (ClawHub's reasonCodes). */
export function reasonCodes(scanReport: unknown): string[] {
  const counts = new Map<string, number>();
  for (const finding of scanReportOf(scanReport).findings)
    if (typeof finding.ruleId === "string") counts.set(finding.ruleId, (counts.get(finding.ruleId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
}

export function presentModeration(input: ModerationInput): z.infer<typeof skillModerationSchema> {
  const { latest } = input;
  const verdict = latest ? verdictName(latest.verdict) : input.allBlocked ? "malicious" : "clean";
  return {
    isSuspicious: verdict === "suspicious",
    isMalwareBlocked: !latest && input.allBlocked,
    verdict,
    reasonCodes: latest && latest.verdict !== "CLEAN" ? reasonCodes(latest.scanReport) : [],
    updatedAt: latest ? latest.createdAt.getTime() : null,
    engineVersion: latest?.scannerVersion ?? null,
    summary: latest?.verdictSummary || null,
    status: input.skill.deletedAt ? "deleted" : STATUS[input.skill.moderation],
    reviewState: latest?.reviewState ?? null,
  };
}
