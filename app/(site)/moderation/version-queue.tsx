// Versions awaiting review, each with its worst findings, cleared or blocked with a reason.
import Link from "next/link";
import type { Finding } from "@/scanner/types";
import { FindingList, type RuleTexts } from "@/app/_components/publish/finding-list";
import { fileLineHref } from "@/app/_lib/file-line-href";
import { ReasonField } from "@/app/_components/publish/reason-field";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, EmptyState, TimeAgo, VerdictBadge, textLink } from "@/app/_components/ui";
import { ShieldCheckIcon } from "@/app/_components/ui/icons";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { type ModerationQueue as Queue, rowClass } from "./queue-row";
import { moderateVersionAction } from "./actions";

export function VersionQueue({
  versions,
  findings,
  rules,
}: {
  versions: Queue["versions"];
  findings: Map<string, { findings: Finding[]; total: number }>;
  rules: RuleTexts;
}) {
  if (versions.length === 0) return <EmptyState icon={<ShieldCheckIcon size={28} />} title="No versions awaiting review" testId="empty-versions" />;
  return (
    <ul className="space-y-4">
      {versions.map((entry) => {
        const found = findings.get(entry.id);
        const page = `/${entry.ownerHandle}/${entry.slug}`;
        return (
          <li key={entry.id} className={rowClass} data-testid="queue-version" data-slug={entry.slug} data-version={entry.version}>
            <div className="flex flex-wrap items-center gap-2">
              <Link href={`${page}?version=${encodeURIComponent(entry.version)}`} className={`font-semibold ${textLink}`}>
                {entry.displayName} v{entry.version}
              </Link>
              <VerdictBadge verdict={entry.verdict} size="sm" />
              {entry.withdrawn && <Badge tone="neutral">withdrawn by owner</Badge>}
              <span className="text-xs text-slate-600 dark:text-slate-400">
                @{entry.ownerHandle} · published <TimeAgo date={entry.publishedAt} /> · scanner {entry.scannerVersion}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{entry.summary}</p>
            {found && found.findings.length > 0 && (
              <details className="mt-3" open>
                <summary className="cursor-pointer text-sm font-medium">
                  {found.total > found.findings.length
                    ? `Worst ${found.findings.length} of ${found.total} findings`
                    : `${found.total} ${found.total === 1 ? "finding" : "findings"}`}
                </summary>
                <div className="mt-2">
                  <FindingList
                    findings={found.findings}
                    rules={rules}
                    fileUrl={(file, line) => fileLineHref({ base: page, version: entry.version, file, line })}
                  />
                </div>
                <Link href={`${page}/security?version=${encodeURIComponent(entry.version)}`} className={`mt-2 inline-block text-sm ${textLink}`}>
                  Full security report
                </Link>
              </details>
            )}
            <ResultActionForm
              action={moderateVersionAction}
              className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
              label={`Review ${entry.slug} ${entry.version}`}
            >
              <input type="hidden" name="slug" value={entry.slug} />
              <input type="hidden" name="version" value={entry.version} />
              <ReasonField id={`reason-v-${entry.id}`} label={`Reason for your decision on ${entry.slug} v${entry.version}`} />
              <div className="flex shrink-0 gap-2">
                <SubmitButton name="decision" value="clear" tone="secondary" data-testid="clear-version">
                  Clear
                </SubmitButton>
                <SubmitButton name="decision" value="block" tone="danger" data-testid="block-version">
                  Block
                </SubmitButton>
              </div>
            </ResultActionForm>
          </li>
        );
      })}
    </ul>
  );
}
