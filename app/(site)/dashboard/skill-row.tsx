// One managed skill on the dashboard: identity, state (what needs attention first), verdict, numbers, and its links.
import Link from "next/link";
import type { ManagedSkill } from "@/lib/catalog/list-managed-skills";
import { formatCount } from "@/app/_components/format";
import { Badge, ButtonLink, TimeAgo, VerdictBadge, focusRing } from "@/app/_components/ui";
import { DownloadIcon, InstallIcon, StarIcon } from "@/app/_components/ui/icons";

const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

function StateBadges({ skill }: { skill: ManagedSkill }) {
  return (
    <>
      {skill.deletedAt && <Badge tone="danger">Deleted</Badge>}
      {skill.moderation === "HELD" && (
        <Badge tone="warning" title={skill.moderationReason ?? undefined}>
          Held for review
        </Badge>
      )}
      {skill.moderation === "HIDDEN" && (
        <Badge tone="danger" title={skill.moderationReason ?? undefined}>
          Hidden by a moderator
        </Badge>
      )}
      {skill.moderation === "AUTO_HIDDEN" && (
        <Badge tone="danger" title={skill.moderationReason ?? undefined}>
          Hidden after reports
        </Badge>
      )}
      {!skill.deletedAt && !skill.latestVersion && <Badge tone="warning">No installable version</Badge>}
      {skill.pendingReview > 0 && <Badge tone="warning">{skill.pendingReview === 1 ? "1 version" : `${skill.pendingReview} versions`} awaiting review</Badge>}
      {skill.openReports > 0 && <Badge tone="warning">{skill.openReports === 1 ? "1 open report" : `${skill.openReports} open reports`}</Badge>}
      {skill.githubSource && <Badge tone="info">GitHub sync {skill.githubSource.syncEnabled ? "on" : "off"}</Badge>}
    </>
  );
}

export function SkillRow({ skill, recentDays }: { skill: ManagedSkill; recentDays: number }) {
  const base = `/${skill.ownerHandle}/${skill.slug}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="dashboard-skill" data-slug={skill.slug}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            {skill.deletedAt ? (
              <span>{skill.displayName}</span>
            ) : (
              <Link href={base} className={`rounded-sm hover:underline ${focusRing}`}>
                {skill.displayName}
              </Link>
            )}
          </h3>
          {skill.latestVersion && <VerdictBadge verdict={skill.latestVersion.verdict} size="sm" />}
          <StateBadges skill={skill} />
        </div>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <code>{skill.slug}</code> · @{skill.ownerHandle}
          {skill.latestVersion && (
            <>
              {" "}
              · v{skill.latestVersion.version} · published <TimeAgo date={skill.latestVersion.createdAt} />
            </>
          )}{" "}
          · {skill.versionCount === 1 ? "1 version" : `${skill.versionCount} versions`}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
          <div className="flex items-center gap-1" title={`${skill.recent.downloads} in the last ${recentDays} days`}>
            <DownloadIcon size={13} />
            <dt className="sr-only">Downloads</dt>
            <dd>
              <span className="font-semibold tabular-nums">{formatCount(skill.downloads)}</span> {plural(skill.downloads, "download")}{" "}
              <span className="text-slate-600 dark:text-slate-400">
                (+{formatCount(skill.recent.downloads)} in {recentDays} days)
              </span>
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <InstallIcon size={13} />
            <dt className="sr-only">Installs</dt>
            <dd>
              <span className="font-semibold tabular-nums">{formatCount(skill.installs)}</span> {plural(skill.installs, "install")}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <StarIcon size={13} />
            <dt className="sr-only">Stars</dt>
            <dd>
              <span className="font-semibold tabular-nums">{formatCount(skill.stars)}</span> {plural(skill.stars, "star")}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink href={`${base}/manage`} size="sm" data-testid="dashboard-manage" aria-label={`Manage ${skill.displayName}`}>
          Manage
        </ButtonLink>
      </div>
    </li>
  );
}
