"use client";
// Create-token form; shows the new token once, with a copy button, after the action succeeds,
// for as long as that token exists: revoking it takes its secret off the screen too.
import { useActionState, useState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import type { StaffScope } from "@/lib/auth/scopes";
import { Banner } from "@/app/_components/ui/banner";
import { Button } from "@/app/_components/ui/button";
import { Checkbox, SelectField, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

type Created = { id: string; token: string; label: string; prefix: string };

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      tone="secondary"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** Staff scopes, shown only to the staff who may grant them (the server checks again). */
const STAFF_SCOPE_HINTS: Record<StaffScope, string> = {
  moderate: "Moderation through the API: hide, block and review skills. Without it, this token acts as a plain user.",
  admin: "Everything, including moderation and acting on other people's skills. Without it, this token acts as a plain user.",
};

/** `liveTokenIds`: the tokens the list below shows (re-rendered by the server after every change). */
export function CreateTokenForm({
  action,
  staffScopes,
  liveTokenIds,
}: {
  action: FormAction<Created>;
  staffScopes: readonly StaffScope[];
  liveTokenIds: string[];
}) {
  const [state, formAction] = useActionState(action, idleState);
  const fields = state.status === "error" ? (state.fields ?? {}) : {};
  return (
    <div className="space-y-4">
      {state.status === "ok" && liveTokenIds.includes(state.data.id) && (
        <Banner tone="success" title={`Token “${state.data.label}” created: copy it now`} testId="new-token-banner">
          <p>
            This is the only time it is shown. Store it somewhere safe, e.g. with <code>clawhub login --token …</code>.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              data-testid="new-token"
              className="rounded bg-white px-2 py-1 font-mono text-xs break-all text-slate-900 dark:bg-slate-900 dark:text-slate-100"
            >
              {state.data.token}
            </code>
            <CopyButton text={state.data.token} />
          </div>
        </Banner>
      )}
      {state.status === "error" && (
        <Banner tone="danger" testId="form-error">
          {state.message}
        </Banner>
      )}
      <form action={formAction} className="space-y-4" aria-label="Create an API token">
        <TextField
          id="token-label"
          name="label"
          label="Label"
          required
          maxLength={64}
          placeholder="laptop, CI, …"
          hint="So you can tell your tokens apart."
          error={fields.label}
        />
        <fieldset className="space-y-2" aria-describedby={fields.scopes ? "token-scopes-error" : undefined}>
          <legend className="text-sm font-medium">Scopes</legend>
          <Checkbox
            id="scope-read"
            name="scopes"
            value="read"
            defaultChecked
            label="read"
            hint="Search, inspect and download, including private details of your skills."
          />
          <Checkbox id="scope-publish" name="scopes" value="publish" defaultChecked label="publish" hint="Publish and manage your skills." />
          {staffScopes.map((scope) => (
            <Checkbox key={scope} id={`scope-${scope}`} name="scopes" value={scope} label={scope} hint={STAFF_SCOPE_HINTS[scope]} />
          ))}
          {fields.scopes && (
            <p id="token-scopes-error" className="text-xs text-red-700 dark:text-red-300">
              {fields.scopes}
            </p>
          )}
        </fieldset>
        <SelectField id="token-expiry" name="expiresInDays" label="Expires" defaultValue="90">
          <option value="7">in 7 days</option>
          <option value="30">in 30 days</option>
          <option value="90">in 90 days</option>
          <option value="365">in a year</option>
          <option value="never">never</option>
        </SelectField>
        <SubmitButton pendingText="Creating…">Create token</SubmitButton>
      </form>
    </div>
  );
}
