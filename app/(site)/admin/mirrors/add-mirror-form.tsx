// Adding a mirror: what `npm run hub -- mirror add` takes, as a form.
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Checkbox, SelectField, TextArea, TextField } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { addMirrorAction } from "./actions";

export function AddMirrorForm() {
  return (
    <ResultActionForm action={addMirrorAction} className="space-y-4" label="Add a mirror" testId="add-mirror">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="mirror-name"
          name="name"
          label="Name"
          hint="Its skills are named <name>--<owner>--<slug> here."
          required
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          id="mirror-url"
          name="url"
          label="Upstream URL"
          hint="ClawHub (https://clawhub.ai) or another Skillvault."
          required
          type="url"
          maxLength={2048}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextArea id="mirror-owners" name="owners" label="Owners" hint="Upstream handles, one per line." rows={3} spellCheck={false} />
        <TextArea id="mirror-skills" name="skills" label="Skills" hint="slug or owner/slug, one per line." rows={3} spellCheck={false} />
      </div>
      <div className="space-y-2">
        <Checkbox id="mirror-all" name="all" label="Everything" hint="Mirror every skill the upstream lists." />
        <Checkbox
          id="mirror-pull-through"
          name="pullThrough"
          label="Pull-through"
          hint="An install of an allowed skill not here yet fetches it, through our gate."
        />
        <Checkbox
          id="mirror-block-suspicious"
          name="blockSuspicious"
          label="Block suspicious versions"
          hint="Stricter than local publishes: what our scanner finds suspicious is stored blocked."
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="mirror-token"
          name="token"
          label="Upstream token (optional)"
          hint="Another Skillvault's API token (read scope): its private skills that token reads are copied too. Stored sealed, never shown again."
          type="password"
          maxLength={4096}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          id="mirror-restricted-visibility"
          name="restrictedVisibility"
          label="Copies of non-public skills"
          hint="With a token: who may read copies here of skills the upstream serves only to it."
          defaultValue="internal"
        >
          <option value="internal">Internal: any signed-in account here</option>
          <option value="private">Private: staff only</option>
        </SelectField>
      </div>
      <SubmitButton pendingText="Adding…">Add mirror</SubmitButton>
    </ResultActionForm>
  );
}
