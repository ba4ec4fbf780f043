// Open appeals from publishers of hidden skills. Deciding on the skill answers the appeal: making
// it public upholds it, hiding it rejects it; the publisher is told either way.
import Link from "next/link";
import { ReasonField } from "@/app/_components/publish/reason-field";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, EmptyState, TimeAgo, textLink } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { type ModerationQueue as Queue, rowClass } from "./queue-row";
import { moderateSkillAction } from "./actions";

export function AppealQueue({ appeals }: { appeals: Queue["appeals"] }) {
  if (appeals.length === 0) return <EmptyState title="No open appeals" testId="empty-appeals" />;
  return (
    <ul className="space-y-4">
      {appeals.map((appeal) => (
        <li key={appeal.id} className={rowClass} data-testid="queue-appeal" data-slug={appeal.slug}>
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/${appeal.ownerHandle}/${appeal.slug}`} className={`font-semibold ${textLink}`}>
              {appeal.displayName}
            </Link>
            <Badge tone="warning">{appeal.moderation.toLowerCase().replace("_", " ")}</Badge>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <code>{appeal.slug}</code> · appeal by @{appeal.appellantHandle} · <TimeAgo date={appeal.createdAt} />
            </span>
          </div>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{appeal.message}</p>
          <ResultActionForm
            action={moderateSkillAction}
            className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
            label={`Decide the appeal for ${appeal.slug}`}
          >
            <input type="hidden" name="slug" value={appeal.slug} />
            <ReasonField id={`reason-a-${appeal.id}`} label={`Reason for your decision on ${appeal.slug}`} />
            <div className="flex shrink-0 gap-2">
              <SubmitButton name="decision" value="unhide" tone="secondary">
                Uphold: make public
              </SubmitButton>
              {appeal.moderation !== "HIDDEN" && (
                <SubmitButton name="decision" value="hide" tone="danger">
                  Reject: keep hidden
                </SubmitButton>
              )}
            </div>
          </ResultActionForm>
        </li>
      ))}
    </ul>
  );
}
