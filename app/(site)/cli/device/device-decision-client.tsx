"use client";
// Approve / deny one CLI login. Approving needs the confirmation checkbox, which names the scopes
// granted (its value is checked again on the server); after a decision, says what happens next.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function DeviceDecision({ action, userCode, scopes }: { action: FormAction<{ status: "APPROVED" | "DENIED" }>; userCode: string; scopes: string[] }) {
  const [state, formAction] = useActionState(action, idleState);
  if (state.status === "ok") {
    return state.data.status === "APPROVED" ? (
      <Banner tone="success" title="CLI login approved" testId="device-result">
        Return to your terminal: the CLI picks up its token within a few seconds.
      </Banner>
    ) : (
      <Banner tone="info" title="CLI login denied" testId="device-result">
        The CLI will report that the login was denied. No token was created.
      </Banner>
    );
  }
  const granted = scopes.join(", ");
  return (
    <form action={formAction} className="space-y-3" aria-label="Approve or deny the CLI login">
      {state.status === "error" && (
        <Banner tone="danger" testId="device-error">
          <span data-code={state.code}>{state.message}</span>
        </Banner>
      )}
      <input type="hidden" name="userCode" value={userCode} />
      <label className="flex items-start gap-2 text-sm" htmlFor="device-confirm">
        <input id="device-confirm" type="checkbox" name="confirm" value={scopes.join(" ")} className="mt-1" data-testid="device-confirm" />
        <span>
          I started this login myself, just now, in my own terminal, and grant it <strong>{granted}</strong> access to my account.
        </span>
      </label>
      <div className="flex gap-3">
        <SubmitButton name="decision" value="approve" pendingText="Approving…">
          Approve {granted}
        </SubmitButton>
        <SubmitButton name="decision" value="deny" tone="secondary">
          Deny
        </SubmitButton>
      </div>
    </form>
  );
}
