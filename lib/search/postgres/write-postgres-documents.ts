// Writes documents into SkillSearchDocument (public) or RestrictedSearchDocument (internal, private) in one statement per batch: the text goes in as JSON
// and PostgreSQL builds both weighted vectors, so the tsvector recipe lives in exactly one place.
// nameText is " word word … " (slug and name words between spaces): "% ter%" finds word starts.
import { Prisma, type Db, type Tx } from "@/lib/db";
import type { SearchDocument } from "../types";

const WRITE_BATCH = 200;

// A: slug, its words and the display name (unstemmed for exact words, stemmed for "extracting").
// B: summary and topics. C: manifest description and keywords. D: SKILL.md body.
const HEAD = `setweight(to_tsvector('simple', x.slug || ' ' || replace(x.slug, '-', ' ') || ' ' || x."displayName"), 'A') ||
  setweight(to_tsvector('english', replace(x.slug, '-', ' ') || ' ' || x."displayName"), 'A') ||
  setweight(to_tsvector('english', x.summary || ' ' || array_to_string(x.topics, ' ')), 'B')`;

const COLUMNS = `"skillId" text, slug text, "displayName" text, "nameKey" text, "ownerHandle" text, summary text, description text,
  body text, version text, topics text[], categories text[], runtimes text[], "skillName" text, os text[], bins text[], verdict text, downloads int, installs int, stars int, trending int,
  "rankScore" float8, "createdAt" timestamp(3), "publishedAt" timestamp(3), "updatedAt" timestamp(3), visibility text, "ownerId" text`;

type Table = "SkillSearchDocument" | "RestrictedSearchDocument";

// The same recipe for both tables; restricted documents also say who finds them (documents-from.ts).
function upsertSql(table: Table): string {
  const restricted = table === "RestrictedSearchDocument";
  return `
INSERT INTO "${table}" ("skillId", slug, "displayName", "nameKey", "ownerHandle", summary, version, topics, categories, runtimes, "skillName", os, bins,
  verdict, downloads, installs, stars, trending, "rankScore", "createdAt", "publishedAt", "updatedAt", "nameText", "headVector", document${restricted ? `, visibility, "ownerId"` : ""})
SELECT x."skillId", x.slug, x."displayName", x."nameKey", x."ownerHandle", x.summary, x.version, x.topics, x.categories, x.runtimes, x."skillName", x.os, x.bins,
  x.verdict::"Verdict", x.downloads, x.installs, x.stars, x.trending, x."rankScore", x."createdAt", x."publishedAt", x."updatedAt",
  ' ' || regexp_replace(lower(x.slug || ' ' || x."displayName"), '[^[:alnum:]]+', ' ', 'g') || ' ', h.head,
  h.head || setweight(to_tsvector('english', x.description), 'C') || setweight(to_tsvector('english', x.body), 'D')${restricted ? `, x.visibility::"SkillVisibility", x."ownerId"` : ""}
FROM json_to_recordset($1::json) AS x(${COLUMNS}), LATERAL (SELECT ${HEAD} AS head) h
ON CONFLICT ("skillId") DO UPDATE SET slug = EXCLUDED.slug, "displayName" = EXCLUDED."displayName", "nameKey" = EXCLUDED."nameKey",
  "ownerHandle" = EXCLUDED."ownerHandle", summary = EXCLUDED.summary, version = EXCLUDED.version, topics = EXCLUDED.topics,
  categories = EXCLUDED.categories, runtimes = EXCLUDED.runtimes, "skillName" = EXCLUDED."skillName",
  os = EXCLUDED.os, bins = EXCLUDED.bins, verdict = EXCLUDED.verdict, downloads = EXCLUDED.downloads, installs = EXCLUDED.installs,
  stars = EXCLUDED.stars, trending = EXCLUDED.trending, "rankScore" = EXCLUDED."rankScore", "createdAt" = EXCLUDED."createdAt",
  "publishedAt" = EXCLUDED."publishedAt", "updatedAt" = EXCLUDED."updatedAt", "nameText" = EXCLUDED."nameText",
  "headVector" = EXCLUDED."headVector", document = EXCLUDED.document${restricted ? `, visibility = EXCLUDED.visibility, "ownerId" = EXCLUDED."ownerId"` : ""}`;
}

const UPSERT: Record<Table, string> = {
  SkillSearchDocument: upsertSql("SkillSearchDocument"),
  RestrictedSearchDocument: upsertSql("RestrictedSearchDocument"),
};

// PostgreSQL text cannot hold NUL.
const clean = (text: string) => text.replace(/\u0000/g, "");

function toRow(doc: SearchDocument) {
  return {
    ...doc,
    slug: clean(doc.slug),
    displayName: clean(doc.displayName),
    nameKey: clean(doc.nameKey),
    summary: clean(doc.summary),
    description: clean(doc.description),
    body: clean(doc.body),
    verdict: doc.verdict.toUpperCase(),
    topics: doc.topics.map(clean),
    categories: doc.categories.map(clean),
    runtimes: doc.runtimes.map(clean),
    skillName: clean(doc.skillName),
    os: doc.os.map(clean),
    bins: doc.bins.map(clean),
    visibility: (doc.visibility ?? "public").toUpperCase(),
    ownerId: doc.ownerId ?? null,
    createdAt: doc.createdAt.toISOString(),
    publishedAt: doc.publishedAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const isPublic = (doc: SearchDocument) => (doc.visibility ?? "public") === "public";

async function upsertInto(client: Db | Tx, table: Table, documents: SearchDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += WRITE_BATCH) {
    const rows = documents.slice(start, start + WRITE_BATCH).map(toRow);
    await client.$executeRawUnsafe(UPSERT[table], JSON.stringify(rows));
  }
}

/** Public documents into SkillSearchDocument, internal and private ones into RestrictedSearchDocument; a skill is in one table at most. */
export async function writePostgresDocuments(client: Db | Tx, documents: SearchDocument[]): Promise<void> {
  const open = documents.filter(isPublic);
  const restricted = documents.filter((doc) => !isPublic(doc));
  await upsertInto(client, "SkillSearchDocument", open);
  await upsertInto(client, "RestrictedSearchDocument", restricted);
  // A visibility change moves the document: it leaves the other table in the same transaction.
  if (open.length) await client.$executeRaw`DELETE FROM "RestrictedSearchDocument" WHERE "skillId" = ANY(${open.map((doc) => doc.skillId)}::text[])`;
  if (restricted.length) await client.$executeRaw`DELETE FROM "SkillSearchDocument" WHERE "skillId" = ANY(${restricted.map((doc) => doc.skillId)}::text[])`;
}

export async function deletePostgresDocuments(client: Db | Tx, skillIds: string[]): Promise<void> {
  if (skillIds.length === 0) return;
  await client.$executeRaw`DELETE FROM "SkillSearchDocument" WHERE "skillId" = ANY(${skillIds}::text[])`;
  await client.$executeRaw`DELETE FROM "RestrictedSearchDocument" WHERE "skillId" = ANY(${skillIds}::text[])`;
}

/** Drops every document whose skill is not in `keep` (the end of a full rebuild). */
export async function deletePostgresDocumentsExcept(client: Db | Tx, keep: string[]): Promise<number> {
  const open = await client.$executeRaw(Prisma.sql`DELETE FROM "SkillSearchDocument" WHERE NOT ("skillId" = ANY(${keep}::text[]))`);
  return open + (await client.$executeRaw(Prisma.sql`DELETE FROM "RestrictedSearchDocument" WHERE NOT ("skillId" = ANY(${keep}::text[]))`));
}
