// /sitemap.xml – home, browse, every listed skill and every publisher with a listed skill.
// Built per request from the search documents (exactly the listed skills).
import type { MetadataRoute } from "next";
import { listSitemapSkills } from "@/lib/catalog/list-sitemap-skills";
import { siteOrigin } from "./_lib/site-origin";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, { skills, owners }] = await Promise.all([siteOrigin(), listSitemapSkills()]);
  const newest = skills[0]?.updatedAt;
  return [
    { url: `${origin}/`, lastModified: newest, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/skills`, lastModified: newest, changeFrequency: "daily", priority: 0.9 },
    ...skills.map((skill) => ({
      url: `${origin}/${skill.ownerHandle}/${skill.slug}`,
      lastModified: skill.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...owners.map((owner) => ({
      url: `${origin}/${owner.handle}`,
      lastModified: owner.updatedAt ?? undefined,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
