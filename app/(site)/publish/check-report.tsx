// What the server decided about the upload, before anything is stored: the verdict with its
// explanation, every finding, every validation diagnostic, and the files exactly as they will be published.
import type { PublishCheck } from "@/lib/api-schemas/site-publish";
import { DiagnosticList } from "@/app/_components/publish/diagnostic-list";
import { FindingList } from "@/app/_components/publish/finding-list";
import { formatBytes } from "@/app/_components/format";
import { Banner } from "@/app/_components/ui/banner";
import { FileIcon } from "@/app/_components/ui/icons";
import { VerdictBadge } from "@/app/_components/ui/verdict-badge-client";
import { PolicyNotice } from "@/app/_components/publish/policy-notice";

function Section({ title, id, children, count }: { title: string; id: string; children: React.ReactNode; count?: number }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
        {count !== undefined && (
          <span className="rounded-full bg-slate-100 px-2 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{count}</span>
        )}
      </h2>
      {children}
    </section>
  );
}

export function CheckReport({ check }: { check: PublishCheck }) {
  const errors = check.validation.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  const findingsByFile = new Map<string, number>();
  for (const finding of check.scan.findings) findingsByFile.set(finding.file, (findingsByFile.get(finding.file) ?? 0) + 1);
  return (
    <div className="min-w-0 space-y-8" data-testid="check-report">
      <section aria-label="Scan verdict" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-3">
          <VerdictBadge verdict={check.scan.verdict} size="lg" testId="check-verdict" />
          <p className="font-medium text-slate-900 dark:text-white" data-testid="check-summary">
            {check.scan.summary}
          </p>
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="check-explanation">
          {check.scan.explanation}
        </p>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Scanner {check.scan.scannerVersion} · {check.bundle.files.length === 1 ? "1 file" : `${check.bundle.files.length} files`} ·{" "}
          {formatBytes(check.bundle.totalSize)} · digest <code className="break-all">{check.bundle.digest}</code>
        </p>
      </section>

      {check.slug.identicalVersion && (
        <Banner tone="info" title={`These files are already v${check.slug.identicalVersion}`} testId="check-identical">
          Every file is byte for byte the same as v{check.slug.identicalVersion} of {check.slug.value} (same digest). Publishing with the version left empty
          changes nothing; give a new version number only if you mean to publish the same files again under it.
        </Banner>
      )}
      <PolicyNotice policy={check.policy} />
      {check.scan.verdict === "malicious" && (
        <Banner tone="danger" title="Blocked: this cannot be published" testId="check-blocked">
          The scanner judged these files malicious. Nothing has been stored, and a publish would be refused with the findings below.
        </Banner>
      )}
      {!check.validation.ok && (
        <Banner tone="danger" title="Fix the errors below before publishing" testId="check-invalid">
          {errors.length === 1 ? "One validation error stops" : `${errors.length} validation errors stop`} this skill from being published.
        </Banner>
      )}

      <Section title="Findings" id="findings-heading" count={check.scan.findings.length}>
        {check.scan.findings.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">The scanner found nothing to report in any file.</p>
        ) : (
          <FindingList findings={check.scan.findings} rules={check.rules} />
        )}
      </Section>

      <Section title="Validation" id="validation-heading" count={check.validation.diagnostics.length}>
        {check.validation.diagnostics.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">SKILL.md is valid for every dialect we check.</p>
        ) : (
          <DiagnosticList diagnostics={check.validation.diagnostics} />
        )}
        {check.bundle.warnings.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="bundle-warnings">
            {check.bundle.warnings.map((warning, index) => (
              <li key={`${warning.code}:${index}`}>
                <code className="text-xs">{warning.code}</code> {warning.message}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Files" id="files-heading" count={check.bundle.files.length}>
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm" data-testid="check-files">
            <caption className="sr-only">Files that will be published</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Path
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Size
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Findings
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {check.bundle.files.map((file) => (
                <tr key={file.path}>
                  <td className="px-3 py-1.5">
                    <span className="inline-flex items-center gap-1.5 font-mono text-xs break-all">
                      <FileIcon size={13} className="text-slate-500" />
                      {file.path}
                      {!file.isText && <span className="font-sans text-slate-600 dark:text-slate-400">(binary)</span>}
                    </span>
                  </td>
                  <td className="px-3 py-1.5 text-right text-xs whitespace-nowrap tabular-nums">{formatBytes(file.size)}</td>
                  <td className="px-3 py-1.5 text-right text-xs tabular-nums">{findingsByFile.get(file.path) ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
