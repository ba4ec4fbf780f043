// Scanner findings as an author or moderator reads them: severity, the rule and why it matters,
// file:line (linked to the line in the Files tab when the version's files can be opened:
// app/_lib/file-line-href.ts), the message and the (redacted) evidence. Worst first. No hooks: usable anywhere.
import Link from "next/link";
import type { Finding } from "@/scanner/types";
import { textLink } from "../ui/focus";
import { SeverityBadge } from "../ui/severity-badge";

const ORDER: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** A scanner finding as stored or sent over the wire. */
export type FindingItem = Omit<Finding, "context" | "confidence"> & { context?: string; confidence?: number };

export type RuleTexts = Record<string, { title: string; description: string }>;

export function FindingList({
  findings,
  rules,
  testId = "finding-list",
  fileUrl,
}: {
  findings: readonly FindingItem[];
  rules: RuleTexts;
  testId?: string;
  /** Where a finding's file:line opens; without it the location is plain text (nothing stored yet). */
  fileUrl?: (file: string, line: number) => string;
}) {
  const sorted = [...findings].sort((a, b) => (ORDER[b.severity] ?? 0) - (ORDER[a.severity] ?? 0) || a.file.localeCompare(b.file) || a.line - b.line);
  return (
    <ol className="space-y-3" data-testid={testId}>
      {sorted.map((finding, index) => {
        const rule = rules[finding.ruleId];
        return (
          <li
            key={`${finding.ruleId}:${finding.file}:${finding.line}:${finding.column}:${index}`}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            data-testid="finding"
            data-rule={finding.ruleId}
            data-severity={finding.severity}
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <SeverityBadge severity={finding.severity} />
              <span className="font-semibold text-slate-900 dark:text-white">{rule?.title ?? finding.ruleId}</span>
              <code className="text-xs text-slate-600 dark:text-slate-400">{finding.ruleId}</code>
              <span className="ml-auto font-mono text-xs text-slate-700 dark:text-slate-300" data-testid="finding-location">
                {fileUrl ? (
                  <Link href={fileUrl(finding.file, finding.line)} className={textLink}>
                    {finding.file}:{finding.line}
                  </Link>
                ) : (
                  `${finding.file}:${finding.line}`
                )}
                {finding.column > 1 ? `:${finding.column}` : ""}
              </span>
            </div>
            <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">{finding.message}</p>
            {finding.evidence && (
              <pre className="mt-2 rounded-md bg-slate-100 px-2.5 py-1.5 text-xs whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:bg-slate-950 dark:text-slate-200">
                <code>{finding.evidence}</code>
              </pre>
            )}
            {finding.decoded && (
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                Found after decoding {finding.decoded.layers.join(" → ")}: <code className="break-all">{finding.decoded.text}</code>
              </p>
            )}
            {rule && (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
                  Why this matters
                </summary>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{rule.description}</p>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
