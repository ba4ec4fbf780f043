// Skills held for a look-alike slug or hidden after reports: approve / make public, or hide, with a reason.
import Link from "next/link";
import { ReasonField } from "@/app/_components/publish/reason-field";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, EmptyState, textLink } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { type ModerationQueue as Queue, rowClass } from "./queue-row";
import { moderateSkillAction } from "./actions";

const SKILL_STATE: Record<string, string> = { HELD: "held: look-alike slug", AUTO_HIDDEN: "hidden after reports", HIDDEN: "hidden" };

export function SkillQueue({ skills }: { skills: Queue["skills"] }) {
  if (skills.length === 0) return <EmptyState title="No held or hidden skills" testId="empty-skills" />;
  return (
    <ul className="space-y-4">
      {skills.map((skill) => (
        <li key={skill.id} className={rowClass} data-testid="queue-skill" data-slug={skill.slug}>
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/${skill.ownerHandle}/${skill.slug}`} className={`font-semibold ${textLink}`}>
              {skill.displayName}
            </Link>
            <Badge tone="warning">{SKILL_STATE[skill.moderation] ?? skill.moderation}</Badge>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <code>{skill.slug}</code> · @{skill.ownerHandle} · {skill.openReports} open {skill.openReports === 1 ? "report" : "reports"}
            </span>
          </div>
          {skill.reason && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{skill.reason}</p>}
          <ResultActionForm action={moderateSkillAction} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center" label={`Review skill ${skill.slug}`}>
            <input type="hidden" name="slug" value={skill.slug} />
            <ReasonField id={`reason-s-${skill.id}`} label={`Reason for your decision on ${skill.slug}`} />
            <div className="flex shrink-0 gap-2">
              <SubmitButton name="decision" value="unhide" tone="secondary">
                {skill.moderation === "HELD" ? "Approve" : "Make public"}
              </SubmitButton>
              <SubmitButton name="decision" value="hide" tone="danger">
                Hide
              </SubmitButton>
            </div>
          </ResultActionForm>
        </li>
      ))}
    </ul>
  );
}
