// /<owner>/<slug>/versions/compare?from=1.0.0&to=1.1.0 – what changed between two versions:
// files added, removed and modified, with line diffs for text files.
import type { Metadata } from "next";
import Link from "next/link";
import { diffSkillVersions, type FileChange } from "@/lib/catalog/diff-skill-versions";
import { listVersionHistory } from "@/lib/catalog/list-version-history";
import { detectLanguage } from "@/lib/render";
import { chargeRender } from "@/lib/render/charge-render";
import { MARKDOWN_RATE_LIMITED_CHARS } from "@/lib/render/markdown-limits";
import { requestIp } from "@/app/_lib/request-ip";
import { formatBytes } from "@/app/_components/format";
import { DiffView } from "@/app/_components/skill/diff-view";
import { Badge, Banner, Card, EmptyState, textLink, type BadgeTone } from "@/app/_components/ui";
import { CompareForm } from "../../_components/compare-form";
import { SkillShell } from "../../_components/skill-shell";
import { firstParam, loadSkill, loadSkillForMetadata, type SkillRouteParams, type SkillSearchParams } from "../../_lib/load-skill";
import { recordPageReads } from "../../_lib/read-file-for-page";
import { skillMetadata } from "../../_lib/skill-metadata";

type Props = { params: SkillRouteParams; searchParams: SkillSearchParams };

const STATUS: Record<FileChange["status"], { label: string; tone: BadgeTone }> = {
  added: { label: "Added", tone: "success" },
  removed: { label: "Removed", tone: "danger" },
  modified: { label: "Modified", tone: "warning" },
  unchanged: { label: "Unchanged", tone: "neutral" },
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const title = `Compare ${firstParam(query.from) ?? ""} → ${firstParam(query.to) ?? ""}`;
  return { ...skillMetadata(await loadSkillForMetadata(params), { path: "/versions/compare", title }), robots: { index: false } };
}

function changeId(path: string): string {
  return `change-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export default async function CompareVersionsPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const page = await loadSkill(params, { suffix: "/versions/compare" });
  const base = `/${page.skill.owner.handle}/${page.skill.slug}`;
  const history = await listVersionHistory({ skill: page.skill, sight: page });
  const numbers = history.map((entry) => entry.version);
  const from = firstParam(query.from) ?? numbers[1] ?? numbers[0] ?? "";
  const to = firstParam(query.to) ?? numbers[0] ?? "";
  const form = numbers.length > 1 ? <CompareForm action={`${base}/versions/compare`} versions={numbers} from={from} to={to} /> : null;

  const unknown = [from, to].find((version) => !numbers.includes(version));
  if (numbers.length < 2 || unknown !== undefined || from === to) {
    return (
      <SkillShell page={page} tab="versions" sidebar={false}>
        <Card title="Compare versions">{form}</Card>
        <div className="mt-6">
          <EmptyState
            title={numbers.length < 2 ? "Only one version" : unknown !== undefined ? `No version ${unknown}` : "Pick two different versions"}
            testId="compare-empty"
          >
            {numbers.length < 2 ? "There is nothing to compare yet." : "Choose a From and a To version above."}
          </EmptyState>
        </div>
      </SkillShell>
    );
  }
  // A diff reveals both versions' contents: shown only where both are downloadable for the viewer.
  const hidden = history.filter((entry) => (entry.version === from || entry.version === to) && !entry.status.downloadable);
  const visitor = { ip: await requestIp(), actor: page.actor };
  // Line-diffing more than a long document's worth of text draws on the visitor's render budget.
  const diff = await diffSkillVersions({
    skillId: page.skill.id,
    from,
    to,
    mayDiff: async (chars) => chars <= MARKDOWN_RATE_LIMITED_CHARS || chargeRender(visitor),
  });
  const changed = diff.changes.filter((change) => change.status !== "unchanged");
  const additions = changed.reduce((sum, change) => sum + (change.diff && !("tooLarge" in change.diff) ? change.diff.additions : 0), 0);
  const deletions = changed.reduce((sum, change) => sum + (change.diff && !("tooLarge" in change.diff) ? change.diff.deletions : 0), 0);
  const showContent = hidden.length === 0;
  // Line changes shown are reads of those files: of the old version for what it had, of the new for what it has.
  if (showContent) {
    const fromEntry = history.find((entry) => entry.version === from)!;
    const toEntry = history.find((entry) => entry.version === to)!;
    await recordPageReads(
      page,
      changed
        .filter((change) => change.diff !== undefined && !("tooLarge" in change.diff))
        .flatMap((change) => [
          ...(change.status !== "added" ? [{ version: fromEntry, path: change.path }] : []),
          ...(change.status !== "removed" ? [{ version: toEntry, path: change.path }] : []),
        ]),
    );
  }
  // Highlighting diff lines runs on the request's thread: 64K characters per page at most (tens of milliseconds).
  const highlightBudget = { chars: 64 * 1024 };

  return (
    <SkillShell page={page} tab="versions" sidebar={false}>
      <Card title="Compare versions">{form}</Card>
      <section className="mt-6" aria-labelledby="diff-heading" data-testid="diff">
        <h2 id="diff-heading" className="text-lg font-semibold">
          <span className="font-mono">v{from}</span> → <span className="font-mono">v{to}</span>
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="diff-summary">
          {changed.length} {changed.length === 1 ? "file" : "files"} changed ({diff.summary.added} added, {diff.summary.modified} modified,{" "}
          {diff.summary.removed} removed)
          {showContent && (
            <>
              {" "}
              · <span className="text-emerald-700 dark:text-emerald-400">+{additions}</span>{" "}
              <span className="text-red-700 dark:text-red-400">−{deletions}</span> lines
            </>
          )}
        </p>
        {showContent && diff.diffsWithheld && (
          <Banner tone="warning" className="mt-4" testId="diffs-withheld">
            Line changes are not shown right now: you have opened many large comparisons or documents in the last minute. Reload in a minute.
          </Banner>
        )}
        {!showContent && (
          <Banner tone="warning" className="mt-4">
            v{hidden.map((entry) => entry.version).join(" and v")} is blocked, so line changes are not shown; only which files changed.
          </Banner>
        )}
        {changed.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm">
            {changed.map((change) => (
              <li key={change.path} className="flex items-center gap-2">
                <Badge tone={STATUS[change.status].tone}>{STATUS[change.status].label}</Badge>
                <a href={`#${changeId(change.path)}`} className={`${textLink} font-mono break-all`}>
                  {change.path}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 space-y-6">
          {changed.map((change) => (
            <section
              key={change.path}
              id={changeId(change.path)}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
              data-testid="diff-file"
              data-path={change.path}
              data-status={change.status}
            >
              <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
                <Badge tone={STATUS[change.status].tone}>{STATUS[change.status].label}</Badge>
                <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{change.path}</h3>
                <span className="ml-auto text-xs text-slate-600 dark:text-slate-400">
                  {change.oldSize !== null && formatBytes(change.oldSize)}
                  {change.oldSize !== null && change.newSize !== null && " → "}
                  {change.newSize !== null && formatBytes(change.newSize)}
                </span>
              </div>
              {!showContent ? null : !change.isText ? (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-400">Binary file {change.status}: contents are not shown.</p>
              ) : change.diff ? (
                <DiffView diff={change.diff} language={detectLanguage(change.path)} path={change.path} budget={highlightBudget} />
              ) : (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-400">Too large to compare line by line.</p>
              )}
            </section>
          ))}
        </div>
        {diff.summary.unchanged > 0 && (
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {diff.summary.unchanged} unchanged {diff.summary.unchanged === 1 ? "file" : "files"}:{" "}
            {diff.changes
              .filter((change) => change.status === "unchanged")
              .map((change) => change.path)
              .join(", ")}
          </p>
        )}
        <p className="mt-6 text-sm">
          <Link href={`${base}/versions`} className={textLink}>
            ← All versions
          </Link>
        </p>
      </section>
    </SkillShell>
  );
}
