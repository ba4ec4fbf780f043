// /robots.txt – crawl the catalogue, not the API, account pages, raw file routes or searches.
import type { MetadataRoute } from "next";
import { siteOrigin } from "./_lib/site-origin";

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/settings/", "/signin", "/cli/", "/dashboard", "/moderation", "/search", "/setup", "/*/raw/", "/*/versions/compare"],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
