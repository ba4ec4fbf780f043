"use client";
// Approve / deny buttons for one CLI login; after a decision, tells the person what happens next.
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function DeviceDecision({ action, userCode }: { action: FormAction<{ status: "APPROVED" | "DENIED" }>; userCode: string }) {
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
  return (
    <form action={formAction} className="space-y-3" aria-label="Approve or deny the CLI login">
      {state.status === "error" && <Banner tone="danger">{state.message}</Banner>}
      <input type="hidden" name="userCode" value={userCode} />
      <div className="flex gap-3">
        <SubmitButton name="decision" value="approve" pendingText="Approving…">
          Approve
        </SubmitButton>
        <SubmitButton name="decision" value="deny" tone="secondary">
          Deny
        </SubmitButton>
      </div>
    </form>
  );
}
