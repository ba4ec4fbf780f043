// Deleting hides the skill everywhere and keeps its slug reserved for 30 days so nobody can take
// the name; undelete brings everything back as it was.
import type { SkillManagement } from "@/lib/catalog/get-skill-management";
import { formatTimestamp } from "@/app/_components/format";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { buttonClass } from "@/app/_components/ui/button";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { deleteSkillAction, undeleteSkillAction } from "../actions";

export function DangerCard({ skill }: { skill: SkillManagement["skill"] }) {
  if (skill.deletedAt) {
    return (
      <Card title="Deleted" testId="manage-danger" className="border-red-200 dark:border-red-900">
        <p className="mb-3 text-sm">
          Deleted {formatTimestamp(skill.deletedAt)}
          {skill.deletedReason ? `: ${skill.deletedReason}` : ""}. The slug is yours until{" "}
          {skill.slugReservedUntil ? formatTimestamp(skill.slugReservedUntil) : "someone claims it"}.
        </p>
        <ResultActionForm action={undeleteSkillAction} label="Undelete skill">
          <input type="hidden" name="slug" value={skill.slug} />
          <SubmitButton pendingText="Restoring…">Undelete {skill.slug}</SubmitButton>
        </ResultActionForm>
      </Card>
    );
  }
  return (
    <Card title="Danger zone" testId="manage-danger" className="border-red-200 dark:border-red-900">
      <details>
        <summary className={buttonClass("danger", "list-none [&::-webkit-details-marker]:hidden")}>Delete this skill…</summary>
        <ResultActionForm action={deleteSkillAction} className="mt-3 space-y-3" label="Delete skill">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            It disappears from listings, search and installs at once. You can undelete it; its slug stays reserved for you for 30 days.
          </p>
          <input type="hidden" name="slug" value={skill.slug} />
          <TextField id="delete-reason" name="reason" label="Reason (optional)" maxLength={1000} />
          <SubmitButton tone="danger" pendingText="Deleting…">
            Delete {skill.slug}
          </SubmitButton>
        </ResultActionForm>
      </details>
    </Card>
  );
}
