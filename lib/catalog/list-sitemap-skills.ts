// Every listed skill's URL parts and last change, for sitemap.xml (capped at the sitemap limit).
import { db } from "@/lib/db";

export const SITEMAP_MAX_URLS = 50_000;

export async function listSitemapSkills() {
  const [skills, owners] = await Promise.all([
    db.skillSearchDocument.findMany({
      select: { slug: true, ownerHandle: true, updatedAt: true },
      orderBy: { updatedAt: "desc" },
      take: SITEMAP_MAX_URLS - 1000,
    }),
    db.skillSearchDocument.groupBy({ by: ["ownerHandle"], _max: { updatedAt: true }, take: 1000, orderBy: { ownerHandle: "asc" } }),
  ]);
  return { skills, owners: owners.map((row) => ({ handle: row.ownerHandle, updatedAt: row._max.updatedAt })) };
}
