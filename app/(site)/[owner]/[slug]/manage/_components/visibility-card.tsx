// Visibility: who may see the skill. The publisher's admins change it (org owners and admins); the
// change is audited and takes effect at once everywhere (search, pages, installs, the change feed).
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { SelectField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { setVisibilityAction } from "../actions";

export function VisibilityCard({ slug, visibility }: { slug: string; visibility: string }) {
  return (
    <Card
      title="Visibility"
      description="Public: everyone. Internal: anyone signed in to this registry. Private: the publisher and its organisation's members. Org owners and admins can change it."
      testId="manage-visibility"
    >
      <ResultActionForm action={setVisibilityAction} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" label="Visibility">
        <input type="hidden" name="slug" value={slug} />
        <SelectField id="visibility" name="visibility" label="Who may see it" defaultValue={visibility.toLowerCase()}>
          <option value="public">Public</option>
          <option value="internal">Internal</option>
          <option value="private">Private</option>
        </SelectField>
        <SubmitButton pendingText="Saving…">Save visibility</SubmitButton>
      </ResultActionForm>
    </Card>
  );
}
