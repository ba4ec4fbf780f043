"use client";
// The Authorize button of a clawdhub browser login; once approved, sends the browser to the CLI's
// loopback page, which hands the token to the CLI.
import { useActionState, useEffect } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";

export function CliAuthApprove({
  action,
  query,
}: {
  action: FormAction<{ redirect: string }>;
  query: { redirect_uri: string; state: string; label_b64: string };
}) {
  const [state, formAction] = useActionState(action, idleState);
  const redirect = state.status === "ok" ? state.data.redirect : null;
  useEffect(() => {
    if (redirect) window.location.assign(redirect);
  }, [redirect]);
  if (redirect) {
    return (
      <Banner tone="success" title="CLI login approved" testId="cli-auth-result">
        Handing the token to your terminal… you can close this tab once it says you are logged in.
      </Banner>
    );
  }
  return (
    <form action={formAction} className="space-y-3" aria-label="Authorize the CLI login">
      {state.status === "error" && <Banner tone="danger">{state.message}</Banner>}
      <input type="hidden" name="redirect_uri" value={query.redirect_uri} />
      <input type="hidden" name="state" value={query.state} />
      <input type="hidden" name="label_b64" value={query.label_b64} />
      <SubmitButton pendingText="Authorizing…">Authorize</SubmitButton>
    </form>
  );
}
