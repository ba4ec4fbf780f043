"use client";
// A form bound to one server action that says how it went: the error (code and message) or a
// short confirmation, announced to screen readers. Used by the manage page and the moderation queue.
// The confirmation is the action's `message` (server components cannot hand functions to this
// client component), or the fixed `success` text. Submitting through onSubmit (rather than React's
// form-action path, which resets every field afterwards) keeps what was typed when the server says no.
import { startTransition, useActionState, type FormEvent, type ReactNode } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";

function messageOf(data: unknown): string | undefined {
  const message = typeof data === "object" && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
}

export function ResultActionForm<T>({
  action,
  children,
  success,
  className = "",
  label,
  testId,
}: {
  action: FormAction<T>;
  children: ReactNode;
  /** Shown after the action succeeds when its data has no `message`; omit when the page's re-render says enough. */
  success?: string;
  className?: string;
  label?: string;
  testId?: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The clicked button's name=value (e.g. decision=clear) travels with the fields.
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
  return (
    <form action={formAction} onSubmit={submit} className={className} aria-label={label} aria-busy={pending} data-testid={testId}>
      <fieldset disabled={pending} className="contents">
        {children}
      </fieldset>
      <div aria-live="polite" className="empty:hidden">
        {state.status === "error" && (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="action-error" data-code={state.code}>
            {state.message} <code className="text-xs">({state.code})</code>
          </p>
        )}
        {state.status === "ok" && (messageOf(state.data) ?? success) && (
          <p className="mt-2 text-sm text-green-800 dark:text-green-300" data-testid="action-ok">
            {messageOf(state.data) ?? success}
          </p>
        )}
      </div>
    </form>
  );
}
