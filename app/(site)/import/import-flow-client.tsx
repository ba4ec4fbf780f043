"use client";
// Step one of the import page: name a repository (and the publisher), then show what was found.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import type { GithubSyncState, ImportGithubSkillsResult, ImportPublisherOption } from "@/lib/github";
import { Banner, Card, SelectField, TextField } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import type { PreviewAnswer } from "./actions";
import { ImportPicker } from "./import-picker-client";

type Props = {
  publishers: ImportPublisherOption[];
  initialSource: string;
  previewAction: FormAction<PreviewAnswer>;
  importAction: FormAction<ImportGithubSkillsResult>;
  syncAction: FormAction<GithubSyncState>;
  /** The account cannot import (the page says why): the form is shown, switched off. */
  disabled?: boolean;
};

export function ImportFlow({ publishers, initialSource, previewAction, importAction, syncAction, disabled = false }: Props) {
  const [state, formAction] = useActionState(previewAction, idleState);
  const answer = state.status === "ok" ? state.data : null;
  return (
    <div className="space-y-6">
      <Card title="Repository">
        <form action={formAction} className="space-y-3" aria-label="Find skills in a GitHub repository" data-testid="import-form">
          <fieldset disabled={disabled} className="space-y-3">
            {state.status === "error" && (
              <Banner tone="danger" testId="import-error">
                {state.message}
              </Banner>
            )}
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="sm:col-span-2">
                <TextField
                  id="import-source"
                  name="source"
                  label="Repository or folder URL"
                  placeholder="owner/repo or https://github.com/owner/repo/tree/main/skills"
                  defaultValue={initialSource}
                  disabled={disabled}
                  required
                  error={state.status === "error" ? state.fields?.source : undefined}
                />
              </div>
              <SelectField id="import-owner" name="ownerHandle" label="Publish as" defaultValue={publishers[0]?.handle} disabled={disabled}>
                {publishers.map((publisher) => (
                  <option key={publisher.handle} value={publisher.handle}>
                    @{publisher.handle}
                    {publisher.kind === "ORG" ? " (organisation)" : ""}
                  </option>
                ))}
              </SelectField>
            </div>
            {/* The attribute on the button itself, not only the fieldset's: tools (and axe) read it there. */}
            <SubmitButton pendingText="Looking…" {...(disabled ? { disabled: true } : {})}>
              Find skills
            </SubmitButton>
          </fieldset>
        </form>
      </Card>
      {answer?.kind === "no-skills" && (
        <Banner tone="warning" title="No skills found" testId="import-no-skills">
          <p>{answer.message} We looked in:</p>
          <ul className="mt-2 list-disc pl-5 font-mono text-xs">
            {answer.searched.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </Banner>
      )}
      {answer?.kind === "preview" && (
        <ImportPicker
          key={`${answer.preview.commit}:${answer.preview.basePath}:${answer.preview.ownerHandle}`}
          preview={answer.preview}
          importAction={importAction}
          syncAction={syncAction}
        />
      )}
    </div>
  );
}
