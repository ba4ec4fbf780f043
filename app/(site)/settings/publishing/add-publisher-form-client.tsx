"use client";
// The "trust a workflow" form for one skill; field errors come back from the action.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function AddPublisherForm({ action, slug }: { action: FormAction<{ id: string }>; slug: string }) {
  const [state, formAction] = useActionState(action, idleState);
  const fields = state.status === "error" ? (state.fields ?? {}) : {};
  const id = (name: string) => `${slug}-${name}`;
  return (
    <form action={formAction} className="space-y-3" aria-label={`Add a trusted publisher for ${slug}`}>
      {state.status === "error" && (
        <Banner tone="danger" testId="action-error">
          <span data-code={state.code}>{state.message}</span>
        </Banner>
      )}
      {state.status === "ok" && (
        <Banner tone="success" testId="action-ok">
          Trusted publisher added.
        </Banner>
      )}
      <input type="hidden" name="slug" value={slug} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={id("repository")} name="repository" label="Repository" placeholder="owner/repo" required error={fields.repository} />
        <TextField id={id("workflow")} name="workflow" label="Workflow file" placeholder="publish.yml" required error={fields.workflow} />
        <TextField id={id("environment")} name="environment" label="Environment (optional)" placeholder="release" error={fields.environment} />
        <TextField id={id("ref")} name="ref" label="Only from ref (optional)" placeholder="refs/heads/main or refs/tags/v*" error={fields.ref} />
      </div>
      <SubmitButton tone="secondary" pendingText="Adding…">
        Add trusted publisher
      </SubmitButton>
    </form>
  );
}
