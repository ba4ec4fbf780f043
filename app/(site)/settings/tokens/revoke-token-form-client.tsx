"use client";
// Revoke, asked twice: the first click opens a confirmation in the row (a disclosure, so it
// works before the page's script has loaded), the second revokes.
import { useActionState, useRef } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { Button, buttonClass } from "@/app/_components/ui/button";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function RevokeTokenForm<T>({ action, tokenId, label }: { action: FormAction<T>; tokenId: string; label: string }) {
  const [state, formAction] = useActionState(action, idleState);
  const disclosure = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={disclosure} className="group inline-block text-left" data-testid="revoke-token">
      <summary
        className={`${buttonClass("danger", "list-none [&::-webkit-details-marker]:hidden", "sm")} group-open:hidden`}
        aria-label={`Revoke token ${label}`}
      >
        Revoke
      </summary>
      <form
        action={formAction}
        className="mt-1 w-56 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm whitespace-normal dark:border-red-900 dark:bg-red-950/40"
        aria-label={`Revoke ${label}`}
      >
        {state.status === "error" && (
          <Banner tone="danger" testId="form-error">
            {state.message}
          </Banner>
        )}
        <p className="text-red-900 dark:text-red-100">Revoke “{label}”? Anything using it stops working at once.</p>
        <input type="hidden" name="tokenId" value={tokenId} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton tone="danger" size="sm" pendingText="Revoking…" data-testid="revoke-confirm">
            Revoke token
          </SubmitButton>
          <Button tone="ghost" size="sm" onClick={() => disclosure.current?.removeAttribute("open")}>
            Keep it
          </Button>
        </div>
      </form>
    </details>
  );
}
