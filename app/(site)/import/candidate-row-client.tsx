"use client";
// One found skill in the import picker: pick it, set slug and version, see validation and scan.
import type { ImportCandidate } from "@/lib/github";
import { PolicyNotice } from "@/app/_components/publish/policy-notice";
import { TextField } from "@/app/_components/ui";
import { focusRing } from "@/app/_components/ui/focus";

const verdictStyle = {
  clean: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  suspicious: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  malicious: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
} as const;

function pickedByDefault(candidate: ImportCandidate): boolean {
  return (
    candidate.error === null &&
    candidate.verdict !== "malicious" &&
    (candidate.existing === null || candidate.existing.sameOwner) &&
    candidate.policy?.outcome !== "refuse"
  );
}

export function CandidateRow({ candidate, index }: { candidate: ImportCandidate; index: number }) {
  const id = (field: string) => `candidate-${index}-${field}`;
  const label = candidate.name ?? (candidate.path || "repository root");
  const errors = candidate.diagnostics.filter((d) => d.severity === "error");
  const warnings = candidate.diagnostics.filter((d) => d.severity === "warning");
  return (
    <li className="space-y-3 py-4" data-testid="import-candidate">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-2">
          {candidate.error === null && (
            <input
              id={id("pick")}
              type="checkbox"
              name="selected"
              value={candidate.path}
              defaultChecked={pickedByDefault(candidate)}
              className={`mt-1 h-4 w-4 ${focusRing}`}
            />
          )}
          <div>
            {candidate.error === null ? (
              <label htmlFor={id("pick")} className="font-medium">
                {label}
              </label>
            ) : (
              <span className="font-medium">{label}</span>
            )}
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <code>{candidate.path || "/"}</code> · {candidate.source.replace("-", " ")} · {candidate.fileCount} files
            </p>
            {candidate.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{candidate.description}</p>}
          </div>
        </div>
        {candidate.verdict && <span className={`rounded px-2 py-0.5 text-xs font-semibold ${verdictStyle[candidate.verdict]}`}>{candidate.verdict}</span>}
      </div>
      {candidate.error && (
        <p className="text-sm text-red-700 dark:text-red-300" role="note">
          Cannot be published: {candidate.error.message} <code className="text-xs">({candidate.error.code})</code>
        </p>
      )}
      {candidate.existing && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {candidate.existing.sameOwner
            ? `Publishes a new version of ${candidate.existing.slug}.`
            : candidate.existing.ownerHandle
              ? `The slug ${candidate.existing.slug} belongs to @${candidate.existing.ownerHandle}; choose another.`
              : `The slug ${candidate.existing.slug} is taken; choose another.`}
        </p>
      )}
      <PolicyNotice policy={candidate.policy} testId="import-policy" />
      {candidate.error === null && (
        <div className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="path" value={candidate.path} />
          <TextField id={id("slug")} name="slug" label="Slug" defaultValue={candidate.suggestedSlug ?? ""} placeholder="my-skill" />
          <TextField id={id("version")} name="version" label="Version" defaultValue={candidate.suggestedVersion ?? ""} placeholder="1.0.0, or the next patch" />
        </div>
      )}
      {(candidate.scanSummary || errors.length > 0 || warnings.length > 0) && (
        <details className="text-sm">
          <summary className={`cursor-pointer text-slate-600 dark:text-slate-400 ${focusRing}`}>
            Scan: {candidate.scanSummary ?? "not run"} · {errors.length} validation errors, {warnings.length} warnings
          </summary>
          <ul className="mt-2 space-y-1 text-xs">
            {candidate.findings.map((finding, at) => (
              <li key={`f${at}`}>
                <strong>{finding.severity}</strong> {finding.file}:{finding.line} — {finding.message}
              </li>
            ))}
            {[...errors, ...warnings].map((diagnostic, at) => (
              <li key={`d${at}`}>
                <strong>{diagnostic.severity}</strong> {diagnostic.file}
                {diagnostic.line ? `:${diagnostic.line}` : ""} — {diagnostic.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
