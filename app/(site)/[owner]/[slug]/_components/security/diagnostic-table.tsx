// The validator's diagnostics (publish gate, dialects, context-cost lints): severity, code,
// file:line (linked to the line in the Files tab when the files are shown), message and how to fix it.
import Link from "next/link";
import type { Diagnostic } from "@/lib/skill-format";
import { SeverityBadge, textLink } from "@/app/_components/ui";

export function DiagnosticTable({ diagnostics, fileUrl = null }: { diagnostics: Diagnostic[]; fileUrl?: ((path: string, line: number) => string) | null }) {
  const order: Record<string, number> = { error: 0, warning: 1, info: 2 };
  const sorted = [...diagnostics].sort((a, b) => (order[a.severity] ?? 9) - (order[b.severity] ?? 9));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="diagnostics">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Severity
            </th>
            <th scope="col" className="py-2 pr-3">
              Where
            </th>
            <th scope="col" className="py-2 pr-3">
              What
            </th>
            <th scope="col" className="py-2">
              Check
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((diagnostic, index) => (
            <tr key={index} className="border-t border-slate-200 align-top dark:border-slate-800">
              <td className="py-2 pr-3">
                <SeverityBadge severity={diagnostic.severity} />
              </td>
              <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">
                {fileUrl && diagnostic.file ? (
                  <Link href={fileUrl(diagnostic.file, diagnostic.line ?? 0)} className={textLink}>
                    {diagnostic.file}
                    {diagnostic.line ? `:${diagnostic.line}` : ""}
                  </Link>
                ) : (
                  <>
                    {diagnostic.file}
                    {diagnostic.line ? `:${diagnostic.line}` : ""}
                  </>
                )}
              </td>
              <td className="py-2 pr-3">
                <p>{diagnostic.message}</p>
                {diagnostic.hint && <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">Fix: {diagnostic.hint}</p>}
                <code className="text-xs text-slate-500 dark:text-slate-400">{diagnostic.code}</code>
              </td>
              <td className="py-2 text-xs text-slate-600 dark:text-slate-400">{diagnostic.source ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
