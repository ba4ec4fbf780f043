// Top of every skill page, kept short so each tab's content starts in the first screen: identity
// (emoji, name, owner), the verdict and version, counters, a short description, the viewer's
// actions (star, report, manage) and the install command. Tags and the full description are in
// the side column (skill-sidebar.tsx).
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { descriptionExcerpt } from "@/app/_components/skill/description-excerpt";
import { SkillEmoji } from "@/app/_components/skill/skill-emoji";
import { VisibilityBadge } from "@/app/_components/catalog/visibility-badge";
import {
  Badge,
  ButtonLink,
  DownloadIcon,
  FlagIcon,
  InstallIcon,
  Stat,
  StarIcon,
  TimeAgo,
  VerdictBadge,
  focusRing,
  statusKind,
  textLink,
  verdictCopy,
} from "@/app/_components/ui";
import { reportSkillAction, toggleStarAction } from "../actions";
import { REPORT_REASONS } from "../_lib/report-reasons";
import { skillUrls } from "../_lib/load-skill";
import { InstallBox } from "./install-box";
import { ReportForm } from "./report-form-client";
import { StarButton } from "./star-button-client";

/** Characters of the description shown in the header (on phones, fewer); the side column has all of it. */
export const HEADER_DESCRIPTION_CHARS = 200;
const HEADER_DESCRIPTION_CHARS_PHONE = 110;

export function SkillHeader({ page, path, showInstall }: { page: SkillPage & { actor: unknown }; path: string; showInstall: boolean }) {
  const { skill, version } = page;
  const urls = skillUrls(page);
  // The listing summary is cut at 280 characters; the header shows the start of the whole description.
  const description = version?.manifest.description?.trim() || skill.summary;
  const excerpt = description ? descriptionExcerpt(description, HEADER_DESCRIPTION_CHARS).text : null;
  const phoneExcerpt = description ? descriptionExcerpt(description, HEADER_DESCRIPTION_CHARS_PHONE).text : null;
  const installable = version?.status.installable ?? false;
  const signInHref = `/signin?callbackUrl=${encodeURIComponent(path)}`;
  return (
    <header className="grid grid-cols-1 gap-x-8 gap-y-3 pt-4 pb-1 sm:pt-5 lg:grid-cols-[minmax(0,1fr)_21rem]">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb" className="mb-2 text-xs text-slate-600 dark:text-slate-400">
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
        <div className="flex min-w-0 gap-3">
          <SkillEmoji emoji={version?.manifest.emoji ?? null} name={skill.displayName} size="lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl dark:text-white" data-testid="skill-name">
                {skill.displayName}
              </h1>
              <VisibilityBadge visibility={skill.visibility} />
              {version && (
                <Link
                  href={urls.withVersion("/security")}
                  className={`rounded-full ${focusRing}`}
                  aria-label={`Security verdict: ${verdictCopy[statusKind(version.status)].label}. See the security report.`}
                >
                  <VerdictBadge status={{ state: version.status.state, verdict: version.status.verdict }} testId="verdict-badge" />
                </Link>
              )}
              {version && (
                <span className="inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300" data-testid="skill-version">
                  <span className="font-mono font-semibold">v{version.version}</span>
                  {version.version === page.latestVersion ? <Badge tone="brand">latest</Badge> : <Badge tone="warning">not the latest</Badge>}
                </span>
              )}
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span>
                by{" "}
                <Link href={`/${skill.owner.handle}`} className={textLink}>
                  @{skill.owner.handle}
                </Link>
                {skill.owner.official && (
                  <Badge tone="brand" className="ml-2">
                    Official
                  </Badge>
                )}
                {version && (
                  <>
                    {" · published "}
                    <TimeAgo date={version.createdAt} />
                  </>
                )}
              </span>
              <Stat icon={<DownloadIcon size={14} />} value={skill.downloads} label="downloads" testId="stat-downloads" compact />
              <Stat icon={<InstallIcon size={14} />} value={skill.installs} label="installs" testId="stat-installs" compact />
              <Stat icon={<StarIcon size={14} />} value={skill.stars} label="stars" testId="stat-stars" compact />
            </div>
          </div>
        </div>
        {excerpt && (
          <p className="mt-2.5 max-w-3xl text-sm text-slate-700 sm:text-base dark:text-slate-300" data-testid="skill-summary">
            {/* One of the two is displayed; the other is display:none, so screen readers read one. */}
            <span className="sm:hidden">{phoneExcerpt}</span>
            <span className="hidden sm:inline">{excerpt}</span>
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3 lg:pt-1">
        <div className="relative flex flex-wrap items-start gap-2 lg:justify-end">
          {page.actor ? (
            <StarButton action={toggleStarAction} slug={skill.slug} path={urls.base} starred={page.starred} stars={skill.stars} />
          ) : (
            <ButtonLink href={signInHref} tone="secondary">
              <StarIcon /> Star
            </ButtonLink>
          )}
          {/* Owners do not report their own skill: they withdraw or fix it from Manage. */}
          {page.canManage ? null : page.actor ? (
            <ReportForm action={reportSkillAction} slug={skill.slug} version={version?.version ?? null} reasons={REPORT_REASONS} />
          ) : (
            <ButtonLink href={signInHref} tone="ghost">
              <FlagIcon /> Report
            </ButtonLink>
          )}
          {page.canManage && (
            <ButtonLink href={`${urls.base}/manage`} tone="secondary" data-testid="manage-link">
              Manage
            </ButtonLink>
          )}
        </div>
        {showInstall && installable && <InstallBox page={page} />}
      </div>
    </header>
  );
}
