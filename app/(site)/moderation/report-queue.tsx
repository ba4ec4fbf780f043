// Open reports from users, confirmed (counts against the publisher) or dismissed with a reason.
// Each shows its weight towards an automatic hide (0 for accounts under a day old).
import Link from "next/link";
import { ReasonField } from "@/app/_components/publish/reason-field";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, EmptyState, TimeAgo, textLink } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { type ModerationQueue as Queue, rowClass } from "./queue-row";
import { triageReportAction } from "./actions";

export function ReportQueue({ reports }: { reports: Queue["reports"] }) {
  if (reports.length === 0) return <EmptyState title="No open reports" testId="empty-reports" />;
  return (
    <ul className="space-y-4">
      {reports.map((report) => (
        <li key={report.id} className={rowClass} data-testid="queue-report" data-slug={report.slug}>
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/skills/${report.slug}`} className={`font-semibold ${textLink}`}>
              {report.slug}
            </Link>
            <Badge tone="warning">{report.reason}</Badge>
            {report.skillModeration !== "ACTIVE" && <Badge tone="danger">{report.skillModeration.toLowerCase().replace("_", " ")}</Badge>}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              by @{report.reporterHandle} · weight {report.weight} · <TimeAgo date={report.createdAt} />
            </span>
          </div>
          {report.details && <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{report.details}</p>}
          <ResultActionForm
            action={triageReportAction}
            className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
            label={`Triage report on ${report.slug}`}
          >
            <input type="hidden" name="reportId" value={report.id} />
            <ReasonField id={`reason-r-${report.id}`} label={`Reason for your decision on the report about ${report.slug}`} />
            <div className="flex shrink-0 gap-2">
              <SubmitButton name="decision" value="confirm" tone="danger">
                Confirm
              </SubmitButton>
              <SubmitButton name="decision" value="dismiss" tone="secondary">
                Dismiss
              </SubmitButton>
            </div>
          </ResultActionForm>
        </li>
      ))}
    </ul>
  );
}
