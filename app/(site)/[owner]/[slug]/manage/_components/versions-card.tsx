// Every version with its verdict, tags and state; withdraw an installable one (with an optional
// reason) or restore a withdrawn one. Blocked versions are a moderator's call and say so.
import type { VersionHistoryEntry } from "@/lib/catalog/list-version-history";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, Card, TimeAgo, VerdictBadge } from "@/app/_components/ui";
import { buttonClass } from "@/app/_components/ui/button";
import { controlClass } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { restoreVersionAction, withdrawVersionAction } from "../actions";

function WithdrawForm({ slug, version }: { slug: string; version: string }) {
  const id = `withdraw-${version.replace(/[^a-z0-9]/gi, "-")}`;
  return (
    <details className="group">
      <summary className={`${buttonClass("secondary", "list-none [&::-webkit-details-marker]:hidden", "sm")}`}>Withdraw…</summary>
      <ResultActionForm action={withdrawVersionAction} className="mt-2 flex flex-col gap-2 sm:w-72" label={`Withdraw ${version}`}>
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="version" value={version} />
        <label htmlFor={id} className="text-xs font-medium">
          Reason (optional, shown on the version)
        </label>
        <input id={id} name="reason" maxLength={1000} className={controlClass} />
        <SubmitButton tone="danger" size="sm" pendingText="Withdrawing…">
          Withdraw v{version}
        </SubmitButton>
      </ResultActionForm>
    </details>
  );
}

export function VersionsCard({ slug, versions, latest }: { slug: string; versions: VersionHistoryEntry[]; latest: string | null }) {
  return (
    <Card
      title="Versions"
      description="Withdrawn versions are no longer installable or listed, but their numbers stay taken for good. Restoring does not move dist-tags back."
      testId="manage-versions"
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {versions.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
            data-testid="manage-version"
            data-version={entry.version}
          >
            <div className="min-w-0 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">v{entry.version}</span>
                <VerdictBadge status={entry.status} size="sm" />
                {entry.version === latest && <Badge tone="brand">latest</Badge>}
                {entry.tags
                  .filter((tag) => tag !== "latest")
                  .map((tag) => (
                    <Badge key={tag} tone="info">
                      {tag}
                    </Badge>
                  ))}
                {entry.status.state === "withdrawn" && <Badge tone="warning">Withdrawn</Badge>}
                {entry.status.state === "held" && <Badge tone="warning">Held for review</Badge>}
                {entry.status.state === "rejected" && <Badge tone="danger">Rejected in review</Badge>}
                {entry.status.reviewState === "PENDING" && entry.status.state !== "blocked" && <Badge tone="warning">Awaiting review</Badge>}
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                Published <TimeAgo date={entry.createdAt} /> by @{entry.publishedBy.handle} · {entry.fileCount === 1 ? "1 file" : `${entry.fileCount} files`}
              </p>
              {entry.withdrawnAt && entry.withdrawnReason && (
                <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Withdrawn: {entry.withdrawnReason}</p>
              )}
              {entry.blockedAt && <p className="mt-1 text-xs text-red-700 dark:text-red-300">Blocked by a moderator; only a moderator can unblock it.</p>}
            </div>
            <div className="shrink-0">
              {entry.withdrawnAt ? (
                <ResultActionForm action={restoreVersionAction} label={`Restore ${entry.version}`}>
                  <input type="hidden" name="slug" value={slug} />
                  <input type="hidden" name="version" value={entry.version} />
                  <SubmitButton tone="secondary" size="sm" pendingText="Restoring…">
                    Restore v{entry.version}
                  </SubmitButton>
                </ResultActionForm>
              ) : (
                !entry.blockedAt && <WithdrawForm slug={slug} version={entry.version} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
