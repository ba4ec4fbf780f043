// A labelled figure (downloads, installs, stars…). Exact value in the tooltip when abbreviated.
import type { ReactNode } from "react";
import { formatCount, formatNumber } from "../format";

/** `compact`: on phones only the icon and the figure show (the label stays for screen readers and the tooltip). */
export function Stat({ icon, value, label, testId, compact = false }: { icon?: ReactNode; value: number; label: string; testId?: string; compact?: boolean }) {
  return (
    <div className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300" title={`${formatNumber(value)} ${label}`} data-testid={testId}>
      {icon && <span className="text-slate-400 dark:text-slate-500">{icon}</span>}
      <span className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">{formatCount(value)}</span>
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{label}</span>
    </div>
  );
}
