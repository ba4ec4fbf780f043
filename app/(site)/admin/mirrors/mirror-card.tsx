// One mirror's status: settings, the last sync (when, complete or not, its counts and errors), what
// is here, and what our gate rejected or blocked most recently; with Sync now and Remove.
import Link from "next/link";
import type { MirrorStatus } from "@/lib/mirror";
import type { listMirrorProblems } from "@/lib/mirror";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, Card, TimeAgo, textLink } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { removeMirrorAction, syncMirrorAction } from "./actions";

type Problems = Awaited<ReturnType<typeof listMirrorProblems>>;

function SyncLine({ mirror }: { mirror: MirrorStatus }) {
  const sync = mirror.lastSync;
  if (!sync) return <p data-testid="mirror-last-sync">Never synced.</p>;
  const stats = sync.stats;
  return (
    <div data-testid="mirror-last-sync" className="space-y-1">
      <p>
        Last sync <TimeAgo date={sync.startedAt} />: {sync.ok === null ? "did not finish" : sync.ok ? "complete" : "incomplete"}
        {stats && ` (${stats.mode})`}.
      </p>
      {stats && (
        <p className="text-slate-600 dark:text-slate-400">
          {stats.skillsChecked} skills checked · {stats.versionsAdded} versions added ({stats.versionsBlocked} blocked) · {stats.versionsRejected} rejected ·{" "}
          {stats.versionsWithdrawn} withdrawn · {stats.skillsHidden} hidden · {stats.skillsUnhidden} unhidden
        </p>
      )}
      {sync.error && (
        <p className="text-red-700 dark:text-red-300" data-testid="mirror-error">
          {sync.error}
        </p>
      )}
    </div>
  );
}

export function MirrorCard({ mirror, problems }: { mirror: MirrorStatus; problems: Problems }) {
  const filter = mirror.filter.all ? "everything" : [...mirror.filter.owners.map((owner) => `@${owner}`), ...mirror.filter.skills].join(", ");
  const { counts } = mirror;
  return (
    <Card title={mirror.name} testId={`mirror-${mirror.name}`}>
      <div className="space-y-3 text-sm">
        <p className="break-all">
          <span className="font-mono">{mirror.url}</span> · {filter}
        </p>
        <p className="flex flex-wrap gap-2">
          {mirror.pullThrough && <Badge tone="info">pull-through</Badge>}
          {mirror.blockSuspicious && <Badge tone="warning">suspicious blocked</Badge>}
          {mirror.token && <Badge tone="info">with a token ({mirror.restrictedVisibility} copies)</Badge>}
          {mirror.incremental && <Badge tone="neutral">incremental</Badge>}
          {mirror.syncing && <Badge tone="info">syncing now</Badge>}
        </p>
        <SyncLine mirror={mirror} />
        <p data-testid="mirror-counts">
          Here: {counts.skills} skills ({counts.hidden} hidden), {counts.versions} versions ({counts.blocked} blocked, {counts.withdrawn} withdrawn),{" "}
          {counts.rejected} rejected by our gate.
        </p>
        {(problems.blocked.length > 0 || problems.rejected.length > 0) && (
          <details>
            <summary className="cursor-pointer font-medium">Blocked and rejected versions</summary>
            <ul className="mt-2 space-y-1" data-testid="mirror-problems">
              {problems.blocked.map((row) => (
                <li key={`${row.slug}@${row.version}`}>
                  <Link href={`/${row.owner}/${row.slug}/security?version=${encodeURIComponent(row.version)}`} className={`${textLink} font-mono`}>
                    {row.slug}@{row.version}
                  </Link>{" "}
                  blocked{row.reason ? `: ${row.reason}` : ""}
                </li>
              ))}
              {problems.rejected.map((row) => (
                <li key={row.ref}>
                  <span className="font-mono">{row.ref}</span> rejected ({row.code}){row.message ? `: ${row.message}` : ""}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex flex-wrap gap-3">
          <ResultActionForm action={syncMirrorAction} label={`Sync ${mirror.name}`} testId={`sync-${mirror.name}`}>
            <input type="hidden" name="name" value={mirror.name} />
            <SubmitButton pendingText="Starting…">Sync now</SubmitButton>
          </ResultActionForm>
          <ResultActionForm action={removeMirrorAction} label={`Remove ${mirror.name}`} testId={`remove-${mirror.name}`}>
            <input type="hidden" name="name" value={mirror.name} />
            <SubmitButton tone="danger" pendingText="Removing…">
              Remove
            </SubmitButton>
          </ResultActionForm>
        </div>
      </div>
    </Card>
  );
}
