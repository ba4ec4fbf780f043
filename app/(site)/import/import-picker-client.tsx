"use client";
// Step two: the skills found at one commit; pick, adjust slug/version, publish, see the results.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import type { GithubSyncState, ImportGithubSkillsResult, ImportPreview } from "@/lib/github";
import { Banner, Card, Checkbox } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { CandidateRow } from "./candidate-row-client";
import { ImportResults } from "./import-results-client";

type Props = { preview: ImportPreview; importAction: FormAction<ImportGithubSkillsResult>; syncAction: FormAction<GithubSyncState> };

export function ImportPicker({ preview, importAction, syncAction }: Props) {
  const [state, formAction] = useActionState(importAction, idleState);
  const publishable = preview.candidates.some((candidate) => candidate.error === null);
  const where = `${preview.repository.fullName}${preview.basePath ? `/${preview.basePath}` : ""}`;
  if (state.status === "ok") return <ImportResults result={state.data} ownerHandle={preview.ownerHandle} syncAction={syncAction} />;
  return (
    <Card
      title={`${preview.candidates.length} skill${preview.candidates.length === 1 ? "" : "s"} in ${where}`}
      description={
        <>
          At <code>{preview.ref}</code>, commit <code>{preview.commit.slice(0, 12)}</code>; publishing as @{preview.ownerHandle}.
        </>
      }
    >
      <form action={formAction} aria-label="Pick skills to publish">
        {state.status === "error" && (
          <Banner tone="danger" className="mb-3" testId="import-error">
            {state.message}
          </Banner>
        )}
        <input type="hidden" name="source" value={preview.source} />
        <input type="hidden" name="ownerHandle" value={preview.ownerHandle} />
        <input type="hidden" name="commit" value={preview.commit} />
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {preview.candidates.map((candidate, index) => (
            <CandidateRow key={candidate.path} candidate={candidate} index={index} />
          ))}
        </ul>
        {publishable && (
          <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Checkbox
              id="import-sync"
              name="sync"
              label="Keep in sync with GitHub"
              hint={`Republish on pushes to ${preview.ref} and on releases (add the webhook shown on each skill's manage page to the repository).`}
            />
            <SubmitButton pendingText="Publishing…">Publish selected skills</SubmitButton>
          </div>
        )}
      </form>
    </Card>
  );
}
