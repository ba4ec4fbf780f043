// A command (or any one-liner) to copy: monospace, scrolls sideways rather than wrapping, with
// a copy button. The visible text is exactly what is copied.
import type { ReactNode } from "react";
import { CopyButton } from "./copy-button-client";
import { focusRing } from "./focus";

/** Long commands wrap on phones; on wider screens they scroll sideways unless `wrap` (narrow columns). */
export function CommandBox({
  command,
  label,
  prompt = "$",
  caption,
  testId,
  wrap = false,
}: {
  command: string;
  label: string;
  prompt?: string | null;
  caption?: ReactNode;
  testId?: string;
  wrap?: boolean;
}) {
  return (
    <figure className="max-w-full min-w-0" data-testid={testId}>
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 dark:border-slate-800 dark:bg-slate-900">
        <pre
          tabIndex={wrap ? undefined : 0}
          className={`min-w-0 flex-1 rounded py-1.5 ${focusRing} text-[13px] leading-5 ${wrap ? "whitespace-pre-wrap [overflow-wrap:anywhere]" : "whitespace-pre-wrap [overflow-wrap:anywhere] sm:overflow-x-auto sm:whitespace-pre sm:[overflow-wrap:normal]"}`}
        >
          {prompt && (
            <span aria-hidden="true" className="mr-2 text-slate-500 select-none">
              {prompt}
            </span>
          )}
          <code data-testid={testId ? `${testId}-text` : undefined}>{command}</code>
        </pre>
        <CopyButton text={command} label={`Copy ${label}`} testId={testId ? `${testId}-copy` : undefined} />
      </div>
      {caption && <figcaption className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">{caption}</figcaption>}
    </figure>
  );
}
