"use client";
// A per-skill switch for GitHub sync; shows the state the server confirmed, or why it refused.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import type { GithubSyncState } from "@/lib/github";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function SyncToggle({ slug, initial, action }: { slug: string; initial: boolean; action: FormAction<GithubSyncState> }) {
  const [state, formAction] = useActionState(action, idleState);
  const enabled = state.status === "ok" ? state.data.syncEnabled : initial;
  return (
    <form action={formAction} className="flex items-center gap-2" aria-label={`GitHub sync for ${slug}`}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="enabled" value={enabled ? "false" : "true"} />
      <span className="text-xs text-slate-600 dark:text-slate-400" role="status">
        Sync {enabled ? "on" : "off"}
      </span>
      <SubmitButton tone="secondary" pendingText="Saving…">
        {enabled ? "Turn sync off" : "Turn sync on"}
      </SubmitButton>
      {state.status === "error" && <span className="text-xs text-red-700 dark:text-red-300">{state.message}</span>}
    </form>
  );
}
