// The skill page's side column: install in one copy, facts about the version, and which
// runtimes and operating systems it works with.
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { formatBytes } from "@/app/_components/format";
import { descriptionExcerpt } from "@/app/_components/skill/description-excerpt";
import { Card, TimeAgo, focusRing, textLink } from "@/app/_components/ui";
import { skillUrls } from "../_lib/load-skill";
import { skillCategories } from "@/lib/search/build-search-document";
import { CompatibilityMatrix } from "./compatibility-matrix-client";
import { Fact } from "./skill-fact-client";
import { HEADER_DESCRIPTION_CHARS } from "./skill-header";
import { SkillRuntimeCard } from "./skill-runtime-card";

function safeHomepage(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function SkillSidebar({ page }: { page: SkillPage }) {
  const { skill, version } = page;
  const urls = skillUrls(page);
  const description = version?.manifest.description?.trim() || skill.summary;
  // The header shows the start; the rest would be lost without this.
  const longDescription = description && descriptionExcerpt(description, HEADER_DESCRIPTION_CHARS).cut ? description : null;
  const homepage = safeHomepage(version?.manifest.homepage ?? null);
  return (
    <aside className="space-y-5" aria-label="About this skill">
      {version && (
        <Card title="About">
          {longDescription && (
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="sidebar-description">
              {longDescription}
            </p>
          )}
          {skill.topics.length > 0 && (
            <ul className="mb-3 flex flex-wrap gap-1.5" aria-label="Tags" data-testid="skill-tags">
              {skill.topics.map((topic) => (
                <li key={topic}>
                  <Link
                    href={`/skills?tags=${encodeURIComponent(topic)}`}
                    className={`inline-flex rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-200 ${focusRing}`}
                  >
                    #{topic}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <dl className="text-sm">
            <Fact term="Version">
              <span className="font-mono">{version.version}</span>
            </Fact>
            <Fact term="Published">
              <TimeAgo date={version.createdAt} /> by{" "}
              <Link href={`/${version.publishedBy.handle}`} className={textLink}>
                @{version.publishedBy.handle}
              </Link>
            </Fact>
            {version.manifest.license && <Fact term="License">{version.manifest.license}</Fact>}
            {homepage && (
              <Fact term="Homepage">
                <a href={homepage} rel="nofollow noopener noreferrer ugc" className={textLink}>
                  {new URL(homepage).host}
                </a>
              </Fact>
            )}
            <Fact term="Files">
              {version.fileCount} · {formatBytes(version.totalSize)}
            </Fact>
            <Fact term="Digest">
              <Link href={urls.withVersion("/security")} className={`${textLink} font-mono text-xs`} title={version.digest}>
                {version.digest.slice(0, 19)}…
              </Link>
            </Fact>
            {page.distTags.length > 0 && (
              <Fact term="Tags">
                {page.distTags.map((tag) => (
                  <span key={tag.tag} className="ml-2 font-mono text-xs">
                    {tag.tag}→{tag.version}
                  </span>
                ))}
              </Fact>
            )}
          </dl>
        </Card>
      )}
      {version && (
        <Card title="How agents run it">
          <SkillRuntimeCard manifest={version.manifest} categories={skillCategories(version.manifest.categories, skill.topics)} />
        </Card>
      )}
      {version && (
        <Card title="Compatibility">
          <CompatibilityMatrix compatibility={version.compatibility} os={version.manifest.os} />
        </Card>
      )}
    </aside>
  );
}
