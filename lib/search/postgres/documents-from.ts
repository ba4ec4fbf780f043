// Where a search reads its documents. The public search reads SkillSearchDocument, exactly as it
// always has (the statement's text does not change). A search that carries an audience reading
// beyond the public (lib/access readableAudience: internal skills, its orgs' private ones) reads
// the public documents and the restricted ones that audience may find, as one set: PostgreSQL
// pushes each condition into both branches of the UNION ALL, so each table's own indexes serve it,
// and ranking, typo tolerance, filters, facets, counts and pages are the same code for both.
import { audienceSql, readsBeyondPublic, type ReadableAudience } from "@/lib/access";
import { Prisma } from "@/lib/db";

const PUBLIC = Prisma.raw(`"SkillSearchDocument"`);

// Every column a search statement reads, in one order for both tables.
const COLUMNS = Prisma.raw(
  `"skillId", slug, "displayName", "nameKey", "ownerHandle", summary, version, topics, categories, runtimes, "skillName", os, bins, verdict,
  downloads, installs, stars, trending, "rankScore", "headVector", document, "nameText", "createdAt", "publishedAt", "updatedAt"`,
);

export function documentsFrom(audience: ReadableAudience | undefined): Prisma.Sql {
  if (!audience || !readsBeyondPublic(audience)) return PUBLIC;
  return Prisma.sql`(SELECT ${COLUMNS} FROM "SkillSearchDocument" UNION ALL SELECT ${COLUMNS} FROM "RestrictedSearchDocument" r WHERE ${audienceSql("r", audience)})`;
}
