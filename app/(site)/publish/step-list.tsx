// The three steps of publishing, with the current one marked for screen readers too.
const STEPS = ["Choose files", "Review the check", "Publish"];

export function StepList({ current }: { current: number }) {
  return (
    <ol aria-label="Publishing steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? "done" : number === current ? "current" : "todo";
        return (
          <li key={label} aria-current={state === "current" ? "step" : undefined} className="flex items-center gap-2">
            <span
              className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold ${
                state === "current"
                  ? "bg-brand-600 text-white dark:bg-brand-500"
                  : state === "done"
                    ? "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200"
                    : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400"
              }`}
            >
              {number}
            </span>
            <span className={state === "current" ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400"}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
