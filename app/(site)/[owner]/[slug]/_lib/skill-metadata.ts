// <title>, description, canonical URL and Open Graph / Twitter tags for a skill page tab.
import type { Metadata } from "next";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { verdictCopy, verdictKind } from "@/lib/access/verdicts";

export function skillMetadata(page: SkillPage | null, tab: { path: string; title?: string }): Metadata {
  if (!page) return { title: "Not found", robots: { index: false } };
  const { skill, version } = page;
  const url = `/${skill.owner.handle}/${skill.slug}${tab.path}`;
  const verdict = version ? verdictCopy[verdictKind(version.status.verdict, version.status.state === "blocked")].label : null;
  const summary = skill.summary ?? version?.manifest.description ?? `An agent skill by @${skill.owner.handle}.`;
  const description = `${summary}${version ? ` v${version.version}${verdict ? ` · scan: ${verdict}` : ""}.` : ""}`.slice(0, 300);
  const name = `${version?.manifest.emoji ? `${version.manifest.emoji} ` : ""}${skill.displayName}`;
  const title = tab.title ? `${tab.title} · ${skill.displayName}` : `${skill.displayName} (@${skill.owner.handle}/${skill.slug})`;
  return {
    title,
    description,
    alternates: { canonical: url },
    // Only what an anonymous visitor sees may be indexed (held, hidden and deleted skills are the owners').
    robots: page.shareable ? undefined : { index: false, follow: false },
    openGraph: { type: "website", url, title: name, description, siteName: "Skillvault" },
    twitter: { card: "summary", title: name, description },
    other: { "skillvault:slug": skill.slug, ...(version ? { "skillvault:version": version.version, "skillvault:digest": version.digest } : {}) },
  };
}
