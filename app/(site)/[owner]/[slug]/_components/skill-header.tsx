// Top of every skill page: identity (emoji, name, owner), verdict with its explanation, the
// version being viewed, counters, tags, and the viewer's actions (star, report, manage).
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { SkillEmoji } from "@/app/_components/skill/skill-emoji";
import { VisibilityBadge } from "@/app/_components/catalog/visibility-badge";
import { Badge, ButtonLink, ClockIcon, CommandBox, DownloadIcon, InstallIcon, Stat, StarIcon, TimeAgo, VerdictBadge, focusRing, statusKind, textLink, verdictCopy } from "@/app/_components/ui";
import { registryTarget } from "@/app/_lib/registry-target";
import { skillInstallCommands } from "@/lib/install";
import { reportSkillAction, toggleStarAction } from "../actions";
import { REPORT_REASONS } from "../_lib/report-reasons";
import { skillUrls } from "../_lib/load-skill";
import { ReportForm } from "./report-form-client";
import { StarButton } from "./star-button-client";

export async function SkillHeader({ page, path }: { page: SkillPage & { actor: unknown }; path: string }) {
  const { skill, version } = page;
  const urls = skillUrls(page);
  const emoji = version?.manifest.emoji ?? null;
  // The listing summary is cut at 280 characters; the page shows the whole description.
  const summary = version?.manifest.description?.trim() || skill.summary;
  const installable = version?.status.installable ?? false;
  const primaryInstall = skillInstallCommands({ slug: skill.slug, owner: skill.owner.handle, registry: await registryTarget() })[0]!;
  const signInHref = `/signin?callbackUrl=${encodeURIComponent(path)}`;
  return (
    <header className="pt-6 pb-2">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/skills" className={textLink}>
              Skills
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={`/${skill.owner.handle}`} className={textLink}>
              @{skill.owner.handle}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
            {skill.slug}
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-4">
          <SkillEmoji emoji={emoji} name={skill.displayName} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white" data-testid="skill-name">
              {skill.displayName}
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              by{" "}
              <Link href={`/${skill.owner.handle}`} className={textLink}>
                @{skill.owner.handle}
              </Link>
              {skill.owner.official && (
                <Badge tone="brand" className="ml-2">
                  Official
                </Badge>
              )}
              <span className="ml-2">
                <VisibilityBadge visibility={skill.visibility} />
              </span>
            </p>
            {summary && <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300" data-testid="skill-summary">{summary}</p>}
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
              {version && (
                <Link href={urls.withVersion("/security")} className={`rounded-full ${focusRing}`} aria-label={`Security verdict: ${verdictCopy[statusKind(version.status)].label}. See the security report.`}>
                  <VerdictBadge status={version.status} size="lg" testId="verdict-badge" />
                </Link>
              )}
              {version && (
                <span className="inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300" data-testid="skill-version">
                  <span className="font-mono font-semibold">v{version.version}</span>
                  {version.version === page.latestVersion ? <Badge tone="brand">latest</Badge> : <Badge tone="warning">not the latest</Badge>}
                </span>
              )}
              {version && (
                <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                  <ClockIcon size={14} />
                  <span>
                    Published <TimeAgo date={version.createdAt} />
                  </span>
                </span>
              )}
            </div>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <Stat icon={<DownloadIcon />} value={skill.downloads} label="downloads" testId="stat-downloads" />
              <Stat icon={<InstallIcon />} value={skill.installs} label="installs" testId="stat-installs" />
              <Stat icon={<StarIcon />} value={skill.stars} label="stars" testId="stat-stars" />
            </div>
            {skill.topics.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                {skill.topics.map((topic) => (
                  <li key={topic}>
                    <Link href={`/skills?tags=${encodeURIComponent(topic)}`} className={`inline-flex rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-200 ${focusRing}`}>
                      #{topic}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          {page.actor ? (
            <StarButton action={toggleStarAction} slug={skill.slug} path={urls.base} starred={page.starred} stars={skill.stars} />
          ) : (
            <ButtonLink href={signInHref} tone="secondary">
              <StarIcon /> Star
            </ButtonLink>
          )}
          {page.actor ? (
            <ReportForm action={reportSkillAction} slug={skill.slug} version={version?.version ?? null} reasons={REPORT_REASONS} />
          ) : (
            <ButtonLink href={signInHref} tone="ghost">
              Report
            </ButtonLink>
          )}
          {page.canManage && (
            <ButtonLink href={`${urls.base}/manage`} tone="secondary" data-testid="manage-link">
              Manage
            </ButtonLink>
          )}
        </div>
      </div>
      {installable && (
        // On phones the sidebar comes after SKILL.md: offer the install command up here too.
        <div className="mt-5 lg:hidden">
          <CommandBox command={primaryInstall.command} label={primaryInstall.label} testId="header-install" />
        </div>
      )}
    </header>
  );
}
