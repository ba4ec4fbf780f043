"use client";
// "Report this skill": a disclosure with a reason (required) and details, sent to moderators.
// Like any popover it closes on Escape (focus back on its button) and on a click outside it.
import { useActionState, useEffect, useRef } from "react";
import { idleState } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { buttonClass } from "@/app/_components/ui/button";
import { focusRing } from "@/app/_components/ui/focus";
import { FlagIcon } from "@/app/_components/ui/icons";
import { SelectField, TextArea } from "@/app/_components/ui/input";
import type { reportSkillAction } from "../actions";

export function ReportForm({
  action,
  slug,
  version,
  reasons,
}: {
  action: typeof reportSkillAction;
  slug: string;
  version: string | null;
  reasons: readonly string[];
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = disclosure.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const details = disclosure.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return (
    // Narrow screens: the panel spans the actions row (its positioned parent) rather than hanging off the button.
    <details ref={disclosure} className="group lg:relative" data-testid="report">
      <summary className={`${buttonClass("ghost")} list-none [&::-webkit-details-marker]:hidden`}>
        <FlagIcon />
        Report
      </summary>
      <div className="absolute inset-x-0 z-20 mt-2 rounded-xl lg:right-0 lg:left-auto lg:w-[22rem] border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {state.status === "ok" ? (
          <Banner tone="success" title="Thank you" testId="report-sent">
            Moderators will review this skill. You can report a skill once while your report is open.
          </Banner>
        ) : (
          <form action={formAction} className="space-y-3" aria-label="Report this skill">
            <p className="text-sm font-semibold">Report this skill to moderators</p>
            {state.status === "error" && <Banner tone="danger">{state.message}</Banner>}
            <input type="hidden" name="slug" value={slug} />
            {version && <input type="hidden" name="version" value={version} />}
            <SelectField id="report-reason" name="reason" label="Reason" required defaultValue="">
              <option value="" disabled>
                Choose a reason…
              </option>
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </SelectField>
            <TextArea
              id="report-details"
              name="details"
              label="Details (optional)"
              rows={3}
              maxLength={5000}
              hint="What did you see, and where (file and line)?"
            />
            <button type="submit" disabled={pending} className={`${buttonClass("danger")} w-full ${focusRing}`}>
              {pending ? "Sending…" : "Send report"}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
