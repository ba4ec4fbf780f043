"use client";
// A form bound to one server action, showing the action's error (if any) above its fields.
import { useActionState, type ReactNode } from "react";
import { idleState, type FormAction } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";

export function ActionForm<T>({ action, children, className = "", label }: { action: FormAction<T>; children: ReactNode; className?: string; label?: string }) {
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className={className} aria-label={label}>
      {state.status === "error" && (
        <Banner tone="danger" className="mb-3" testId="form-error">
          {state.message}
        </Banner>
      )}
      {children}
    </form>
  );
}
