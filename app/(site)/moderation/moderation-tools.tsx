// Acting on something that is not in a queue: any version (clear, flag, block, unblock), any skill
// (hide, unhide) or publisher (ban, unban), named by slug or handle. Always with a reason.
import { ReasonField } from "@/app/_components/publish/reason-field";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { SelectField, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { moderatePublisherAction, moderateSkillAction, moderateVersionAction } from "./actions";

const grid = "grid gap-3 sm:grid-cols-2 sm:items-end";

export function ModerationTools() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card title="A version" description="Clear or flag a version, block or unblock it.">
        <ResultActionForm action={moderateVersionAction} className="space-y-3" label="Moderate a version" testId="tool-version">
          <div className={grid}>
            <TextField id="tool-v-slug" name="slug" label="Slug" required maxLength={200} autoComplete="off" spellCheck={false} />
            <TextField id="tool-v-version" name="version" label="Version" required maxLength={128} autoComplete="off" spellCheck={false} />
          </div>
          <SelectField id="tool-v-decision" name="decision" label="Action" defaultValue="clear">
            <option value="clear">Clear (counts as clean)</option>
            <option value="suspicious">Mark suspicious</option>
            <option value="block">Block (not installable)</option>
            <option value="unblock">Unblock</option>
          </SelectField>
          <ReasonField id="tool-v-reason" visibleLabel />
          <SubmitButton pendingText="Working…">Apply</SubmitButton>
        </ResultActionForm>
      </Card>
      <Card title="A skill" description="Hide a skill from listings, search and installs, or make it public again.">
        <ResultActionForm action={moderateSkillAction} className="space-y-3" label="Moderate a skill" testId="tool-skill">
          <TextField id="tool-s-slug" name="slug" label="Slug" required maxLength={200} autoComplete="off" spellCheck={false} />
          <SelectField id="tool-s-decision" name="decision" label="Action" defaultValue="hide">
            <option value="hide">Hide</option>
            <option value="unhide">Unhide / approve</option>
          </SelectField>
          <ReasonField id="tool-s-reason" visibleLabel />
          <SubmitButton pendingText="Working…">Apply</SubmitButton>
        </ResultActionForm>
      </Card>
      <Card title="A publisher" description="A ban revokes their tokens and sessions and hides their skills; unbanning brings those skills back.">
        <ResultActionForm action={moderatePublisherAction} className="space-y-3" label="Moderate a publisher" testId="tool-publisher">
          <TextField id="tool-p-handle" name="handle" label="Handle" required maxLength={128} autoComplete="off" spellCheck={false} />
          <SelectField id="tool-p-decision" name="decision" label="Action" defaultValue="ban">
            <option value="ban">Ban</option>
            <option value="unban">Unban</option>
          </SelectField>
          <ReasonField id="tool-p-reason" visibleLabel />
          <SubmitButton tone="danger" pendingText="Working…">
            Apply
          </SubmitButton>
        </ResultActionForm>
      </Card>
    </div>
  );
}
