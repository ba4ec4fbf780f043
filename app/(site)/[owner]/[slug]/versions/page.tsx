// /<owner>/<slug>/versions – every version with its changelog and state (withdrawn and blocked
// ones marked), and a form to compare any two.
import type { Metadata } from "next";
import Link from "next/link";
import { listVersionHistory } from "@/lib/catalog/list-version-history";
import { renderMarkdownForPage } from "@/lib/render/render-markdown-for-page";
import { requestIp } from "@/app/_lib/request-ip";
import { formatBytes } from "@/app/_components/format";
import { MarkdownBody } from "@/app/_components/skill/markdown-body";
import { Badge, Card, TimeAgo, VerdictBadge, textLink } from "@/app/_components/ui";
import { CompareForm } from "../_components/compare-form";
import { SkillShell } from "../_components/skill-shell";
import { loadSkill, loadSkillForMetadata, type SkillRouteParams } from "../_lib/load-skill";
import { skillMetadata } from "../_lib/skill-metadata";

type Props = { params: SkillRouteParams };

/** Changelogs rendered as markdown, newest first; older ones show their opening as plain text
 * (a skill may have thousands of versions, each with a 20,000-character changelog). */
const RENDERED_CHANGELOGS = 50;
const PLAIN_CHANGELOG_CHARS = 280;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return skillMetadata(await loadSkillForMetadata(params), { path: "/versions", title: "Versions" });
}

export default async function SkillVersionsPage({ params }: Props) {
  const page = await loadSkill(params, { suffix: "/versions" });
  const history = await listVersionHistory({ skill: page.skill, sight: page });
  const base = `/${page.skill.owner.handle}/${page.skill.slug}`;
  const numbers = history.map((entry) => entry.version);
  const visitor = { ip: await requestIp(), actor: page.actor };
  const changelogs = await Promise.all(
    history.slice(0, RENDERED_CHANGELOGS).map(async (entry) => (entry.changelog.trim() ? renderMarkdownForPage({ markdown: entry.changelog, visitor }) : null)),
  );
  return (
    <SkillShell page={page} tab="versions" sidebar={false}>
      {history.length > 1 && (
        <Card title="Compare versions" description="See every file that changed between two versions, line by line." className="mb-6">
          <CompareForm action={`${base}/versions/compare`} versions={numbers} from={numbers[1]!} to={numbers[0]!} />
        </Card>
      )}
      <ol className="space-y-4" data-testid="version-list">
        {history.map((entry, index) => {
          const previous = history[index + 1];
          const changelog = changelogs[index];
          return (
            <li
              key={entry.id}
              id={`v${entry.version}`}
              data-testid="version-entry"
              data-version={entry.version}
              className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900/40"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h2 className="font-mono text-lg font-semibold">
                  <Link href={`${base}?version=${encodeURIComponent(entry.version)}`} className={textLink}>
                    v{entry.version}
                  </Link>
                </h2>
                {entry.tags.map((tag) => (
                  <Badge key={tag} tone="brand">
                    {tag}
                  </Badge>
                ))}
                <VerdictBadge status={entry.status} size="sm" />
                {entry.status.state === "withdrawn" && (
                  <Badge tone="warning" title={entry.withdrawnReason ?? undefined}>
                    Withdrawn
                  </Badge>
                )}
                {entry.status.reviewState === "PENDING" && <Badge tone="info">Awaiting review</Badge>}
                {entry.status.state === "held" && <Badge tone="warning">Held for the organisation&apos;s review</Badge>}
                {entry.status.state === "rejected" && (
                  <Badge tone="danger" title={entry.orgReviewReason ?? undefined}>
                    Rejected in review
                  </Badge>
                )}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  <TimeAgo date={entry.createdAt} /> by{" "}
                  <Link href={`/${entry.publishedBy.handle}`} className={textLink}>
                    @{entry.publishedBy.handle}
                  </Link>{" "}
                  · {entry.fileCount} files · {formatBytes(entry.totalSize)}
                </span>
              </div>
              {entry.withdrawnAt && (
                <p className="mt-2 text-sm text-amber-800 dark:text-amber-300" data-testid="withdrawn-reason">
                  Withdrawn <TimeAgo date={entry.withdrawnAt} />
                  {entry.withdrawnReason ? `: ${entry.withdrawnReason}` : "."} No longer offered for install.
                </p>
              )}
              <div className="mt-3 text-sm">
                {changelog ? (
                  <MarkdownBody html={changelog.html} notices={changelog.notices} />
                ) : index >= RENDERED_CHANGELOGS && entry.changelog.trim() ? (
                  <p className="whitespace-pre-line text-slate-700 dark:text-slate-300" data-testid="changelog-plain">
                    {entry.changelog.length > PLAIN_CHANGELOG_CHARS ? `${entry.changelog.slice(0, PLAIN_CHANGELOG_CHARS)}…` : entry.changelog}
                  </p>
                ) : (
                  <p className="text-slate-500 italic dark:text-slate-400">No changelog.</p>
                )}
              </div>
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link href={`${base}/files?version=${encodeURIComponent(entry.version)}`} className={textLink}>
                  Files
                </Link>
                <Link href={`${base}/security?version=${encodeURIComponent(entry.version)}`} className={textLink}>
                  Security report
                </Link>
                {previous && (
                  <Link
                    href={`${base}/versions/compare?from=${encodeURIComponent(previous.version)}&to=${encodeURIComponent(entry.version)}`}
                    className={textLink}
                    data-testid="compare-previous"
                  >
                    Changes since v{previous.version}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </SkillShell>
  );
}
