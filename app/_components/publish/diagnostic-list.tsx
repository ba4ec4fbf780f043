// Validation diagnostics (publish gate, dialects, lints) with file:line and the fix hint. Errors first.
import { SeverityBadge } from "../ui/severity-badge";

export type DiagnosticItem = { code: string; severity: string; file: string; line?: number; message: string; hint?: string; source?: string };

const ORDER: Record<string, number> = { error: 3, warning: 2, info: 1 };

export function DiagnosticList({ diagnostics, testId = "diagnostic-list" }: { diagnostics: readonly DiagnosticItem[]; testId?: string }) {
  const sorted = [...diagnostics].sort((a, b) => (ORDER[b.severity] ?? 0) - (ORDER[a.severity] ?? 0));
  return (
    <ul
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      {sorted.map((diagnostic, index) => (
        <li key={`${diagnostic.code}:${index}`} className="p-3 text-sm" data-testid="diagnostic" data-code={diagnostic.code}>
          <div className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={diagnostic.severity} />
            <code className="text-xs font-semibold">{diagnostic.code}</code>
            {diagnostic.source && (
              <span className="text-xs text-slate-600 dark:text-slate-400">{diagnostic.source === "gate" ? "publish gate" : diagnostic.source}</span>
            )}
            <span className="ml-auto font-mono text-xs text-slate-700 dark:text-slate-300">
              {diagnostic.file}
              {diagnostic.line ? `:${diagnostic.line}` : ""}
            </span>
          </div>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{diagnostic.message}</p>
          {diagnostic.hint && <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">Fix: {diagnostic.hint}</p>}
        </li>
      ))}
    </ul>
  );
}
