// Every scanner finding, worst first: rule, severity, file:line (linked to the line in the Files
// tab), what matched (redacted by the scanner), and the rule's own explanation of why it matters.
import Link from "next/link";
import type { Finding, RuleInfo } from "@/scanner";
import { Badge, SeverityBadge, textLink } from "@/app/_components/ui";

const ORDER: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3, info: 4 };
const CONTEXT: Record<string, string> = {
  frontmatter: "frontmatter",
  prose: "instructions (prose)",
  fenced: "code block",
  script: "script",
  reference: "reference file",
  asset: "asset",
};

export function FindingList({
  findings,
  rules,
  fileUrl,
}: {
  findings: Finding[];
  rules: RuleInfo[];
  fileUrl: ((path: string, line: number) => string) | null;
}) {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const sorted = [...findings].sort((a, b) => (ORDER[a.severity] ?? 9) - (ORDER[b.severity] ?? 9) || a.file.localeCompare(b.file) || a.line - b.line);
  return (
    <ol className="space-y-4" data-testid="finding-list">
      {sorted.map((finding, index) => {
        const rule = byId.get(finding.ruleId);
        const where = `${finding.file}:${finding.line}`;
        return (
          <li
            key={index}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900/40"
            data-testid="finding"
            data-rule={finding.ruleId}
            data-severity={finding.severity}
          >
            <div className="flex flex-wrap items-center gap-2">
              <SeverityBadge severity={finding.severity} />
              <h3 className="font-semibold">{rule?.title ?? finding.message}</h3>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{finding.ruleId}</code>
              {rule && <Badge>{rule.group}</Badge>}
            </div>
            {rule && rule.title !== finding.message && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{finding.message}</p>}
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600 dark:text-slate-400">Where</dt>
              <dd className="font-mono break-all" data-testid="finding-location">
                {fileUrl ? (
                  <Link href={fileUrl(finding.file, finding.line)} className={textLink}>
                    {where}
                  </Link>
                ) : (
                  where
                )}
                {finding.column > 1 && <span className="text-slate-500 dark:text-slate-400"> (column {finding.column})</span>}{" "}
                <span className="font-sans text-slate-600 dark:text-slate-400">in the {CONTEXT[finding.context] ?? finding.context}</span>
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Confidence</dt>
              <dd>{Math.round(finding.confidence * 100)}%</dd>
              {finding.decoded && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">Hidden as</dt>
                  <dd>
                    {finding.decoded.layers.join(" → ")}: <code className="break-all">{finding.decoded.text}</code>
                  </dd>
                </>
              )}
            </dl>
            <p className="mt-3 text-xs font-medium text-slate-600 uppercase dark:text-slate-400">Evidence</p>
            <pre
              className="mt-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs leading-5 whitespace-pre-wrap [overflow-wrap:anywhere] dark:border-slate-800 dark:bg-slate-950"
              data-testid="finding-evidence"
            >
              <code>{finding.evidence}</code>
            </pre>
            {rule && (
              <div
                className="mt-3 rounded-lg bg-brand-50/60 p-3 text-sm text-slate-700 dark:bg-brand-950/40 dark:text-slate-300"
                data-testid="rule-explanation"
              >
                <p className="font-medium text-slate-900 dark:text-white">Why this rule exists</p>
                <p className="mt-1">{rule.description}</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
