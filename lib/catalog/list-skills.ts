// The public skill list (`clawhub explore`, `search --prefix`, the trending list): listed skills
// only, keyset-paginated on the search documents, which hold exactly the listed skills with an
// index per sort and are rewritten in the same transaction as every publish, delete or hide.
// Counters used for ordering are refreshed periodically; the counters shown are live.
import { db } from "@/lib/db";
import { SKILL_LIST_MAX_LIMIT, type SkillList, type SkillListItem } from "@/lib/api-schemas/skill-list";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";
import { catalogSkillSelect } from "./find-catalog-skill";
import { verdictName } from "@/lib/access";
import { presentLatestVersion, presentMetadata, presentOwner, presentSkillSummary, presentSource, presentTags } from "./present-skill";

export type SkillListSort = "updated" | "newest" | "downloads" | "stars" | "installs" | "trending" | "name";

// Column names come from this table only, never from input.
const SORTS: Record<SkillListSort, { column: string; asc: boolean; kind: "date" | "int" | "text" }> = {
  updated: { column: `"publishedAt"`, asc: false, kind: "date" },
  newest: { column: `"createdAt"`, asc: false, kind: "date" },
  downloads: { column: "downloads", asc: false, kind: "int" },
  stars: { column: "stars", asc: false, kind: "int" },
  installs: { column: "installs", asc: false, kind: "int" },
  trending: { column: "trending", asc: false, kind: "int" },
  name: { column: `"nameKey"`, asc: true, kind: "text" },
};

export type ListSkillsInput = {
  sort?: SkillListSort;
  limit?: number;
  cursor?: string;
  /** Slugs starting with this (`clawhub search --prefix`). */
  prefix?: string;
  ownerHandle?: string;
  nonSuspiciousOnly?: boolean;
  /** Every one of these categories (frontmatter categories, else topics). */
  category?: string[];
  /** Skills whose latest version loads as-is under every one of these runtimes. */
  runtime?: string[];
};

/** Cursors are bound to the sort and filters they were made for. */
function listName(input: ListSkillsInput, sort: SkillListSort): string {
  const base = `skills:${sort}:${input.prefix ?? ""}:${input.ownerHandle ?? ""}:${input.nonSuspiciousOnly ? 1 : 0}`;
  // Appended only when used, so cursors of unfiltered lists stay valid.
  return input.category?.length || input.runtime?.length
    ? `${base}:${[...(input.category ?? [])].sort().join(",")}:${[...(input.runtime ?? [])].sort().join(",")}`
    : base;
}

type PageRow = { skillId: string; sortValue: Date | number | string; trending: number };

async function loadPage(input: ListSkillsInput, sort: SkillListSort, limit: number): Promise<PageRow[]> {
  const spec = SORTS[sort];
  const after = decodeCursor(listName(input, sort), input.cursor, [spec.kind === "text" ? "string" : "number", "string"]);
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (input.prefix !== undefined) where.push(`slug LIKE ${param(`${input.prefix}%`)}`);
  if (input.ownerHandle) where.push(`"ownerHandle" = ${param(input.ownerHandle)}`);
  if (input.nonSuspiciousOnly) where.push(`verdict = 'CLEAN'`);
  if (input.category?.length) where.push(`categories @> ${param(input.category)}::text[]`);
  if (input.runtime?.length) where.push(`runtimes @> ${param(input.runtime)}::text[]`);
  if (after) {
    const value =
      spec.kind === "date"
        ? `(to_timestamp(${param(after[0])}::double precision / 1000) AT TIME ZONE 'UTC')`
        : spec.kind === "int"
          ? `${param(after[0])}::int`
          : `${param(after[0])}::text`;
    where.push(`(${spec.column}${spec.kind === "text" ? ` COLLATE "C"` : ""}, "skillId") ${spec.asc ? ">" : "<"} (${value}, ${param(after[1])})`);
  }
  const direction = spec.asc ? "ASC" : "DESC";
  const sql = `SELECT "skillId", ${spec.column} AS "sortValue", trending FROM "SkillSearchDocument"
    ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY ${spec.column}${spec.kind === "text" ? ` COLLATE "C"` : ""} ${direction}, "skillId" ${direction} LIMIT ${param(limit + 1)}`;
  return db.$queryRawUnsafe<PageRow[]>(sql, ...params);
}

function cursorKey(row: PageRow): CursorKey {
  const value = row.sortValue instanceof Date ? row.sortValue.getTime() : row.sortValue;
  return [value, row.skillId];
}

export async function listSkills(input: ListSkillsInput = {}): Promise<SkillList> {
  const sort = input.sort ?? "updated";
  const limit = Math.min(Math.max(1, input.limit ?? 25), SKILL_LIST_MAX_LIMIT);
  // Slugs are [a-z0-9-]: any other prefix matches nothing (and never reaches LIKE as a wildcard).
  if (input.prefix !== undefined && !/^[a-z0-9-]*$/.test(input.prefix)) return { items: [], nextCursor: null };
  const rows = await loadPage(input, sort, limit);
  const page = rows.slice(0, limit);
  const skills = await db.skill.findMany({
    where: { id: { in: page.map((row) => row.skillId) } },
    select: {
      ...catalogSkillSelect,
      latestVersion: { select: { version: true, createdAt: true, changelog: true, digest: true, manifest: true } },
      distTags: {
        orderBy: { tag: "asc" },
        select: { tag: true, version: { select: { version: true, withdrawnAt: true, blockedAt: true, verdict: true, orgReview: true } } },
      },
    },
  });
  const byId = new Map(skills.map((skill) => [skill.id, skill]));
  const items: SkillListItem[] = page.flatMap((row) => {
    const skill = byId.get(row.skillId);
    if (!skill) return [];
    const latest = skill.latestVersion;
    const summary = presentSkillSummary(skill, presentTags(skill, skill.distTags), latest);
    return [
      {
        ...presentSource({ slug: skill.slug, owner: skill.owner, stars: skill.stars, updatedAt: summary.updatedAt }),
        ...summary,
        ...(latest ? { latestVersion: presentLatestVersion(latest) } : {}),
        metadata: latest ? presentMetadata(latest.manifest) : null,
        owner: presentOwner(skill.owner),
        ownerHandle: skill.owner.handle,
        verdict: verdictName(skill.verdict),
        trendingInstalls: row.trending,
      },
    ];
  });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(listName(input, sort), cursorKey(last)) : null };
}
