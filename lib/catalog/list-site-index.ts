// The listed skills grouped by publisher, A to Z, for the people-facing sitemap page (capped:
// a page of links, not an export). Read from the search documents (exactly the listed skills).
import { db } from "@/lib/db";

export const SITE_INDEX_MAX_SKILLS = 2000;

export async function listSiteIndex() {
  const [rows, total] = await Promise.all([
    db.skillSearchDocument.findMany({
      select: { slug: true, displayName: true, ownerHandle: true },
      orderBy: [{ ownerHandle: "asc" }, { slug: "asc" }],
      take: SITE_INDEX_MAX_SKILLS,
    }),
    db.skillSearchDocument.count(),
  ]);
  const publishers: Array<{ handle: string; skills: Array<{ slug: string; displayName: string }> }> = [];
  for (const row of rows) {
    const last = publishers.at(-1);
    const entry = { slug: row.slug, displayName: row.displayName };
    if (last?.handle === row.ownerHandle) last.skills.push(entry);
    else publishers.push({ handle: row.ownerHandle, skills: [entry] });
  }
  return { publishers, total };
}
