"use client";
// Development sign-in: one handle field. The browser checks the handle's shape first (the pattern
// next to the server's rule in lib/auth/schemas/handle.ts); when the server refuses a handle, the
// field keeps what was typed and says why.
import { useActionState, useState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { HANDLE_INPUT_PATTERN, HANDLE_MAX_LENGTH } from "@/lib/auth/schemas/handle";
import { Banner } from "@/app/_components/ui/banner";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function DevSignInForm<T>({ action, callbackUrl }: { action: FormAction<T>; callbackUrl: string }) {
  const [state, formAction] = useActionState(action, idleState);
  // Controlled: React resets a form after its action, and the handle must survive a refusal.
  const [handle, setHandle] = useState("");
  const fieldError = state.status === "error" ? (state.fields?.handle ?? (state.code === "VALIDATION_FAILED" ? state.message : undefined)) : undefined;
  return (
    <form action={formAction} className="space-y-4" aria-label="Development sign-in">
      {state.status === "error" && !fieldError && (
        <Banner tone="danger" className="mb-3" testId="form-error">
          {state.message}
        </Banner>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <TextField
        id="handle"
        name="handle"
        label="Handle"
        required
        autoComplete="username"
        maxLength={HANDLE_MAX_LENGTH}
        pattern={HANDLE_INPUT_PATTERN}
        title="Letters, digits and single hyphens, not at the start or end."
        hint="Letters, digits and single hyphens."
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        error={fieldError}
      />
      <SubmitButton pendingText="Signing in…">Sign in</SubmitButton>
    </form>
  );
}
