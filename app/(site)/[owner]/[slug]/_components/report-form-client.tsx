"use client";
// "Report this skill": a disclosure with a reason (required) and details, sent to moderators.
import { useActionState } from "react";
import { idleState } from "@/lib/auth/next/action-state";
import { Banner } from "@/app/_components/ui/banner";
import { buttonClass } from "@/app/_components/ui/button";
import { focusRing } from "@/app/_components/ui/focus";
import { FlagIcon } from "@/app/_components/ui/icons";
import { SelectField, TextArea } from "@/app/_components/ui/input";
import type { reportSkillAction } from "../actions";

export function ReportForm({ action, slug, version, reasons }: { action: typeof reportSkillAction; slug: string; version: string | null; reasons: readonly string[] }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <details className="group relative" data-testid="report">
      <summary className={`${buttonClass("ghost")} list-none [&::-webkit-details-marker]:hidden`}>
        <FlagIcon />
        Report
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
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
            <TextArea id="report-details" name="details" label="Details (optional)" rows={3} maxLength={5000} hint="What did you see, and where (file and line)?" />
            <button type="submit" disabled={pending} className={`${buttonClass("danger")} w-full ${focusRing}`}>
              {pending ? "Sending…" : "Send report"}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
