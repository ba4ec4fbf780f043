// /<owner>/<slug>/security?version=… – the Security tab: the verdict and what it means, every
// scanner finding with its rule's explanation, the validation diagnostics, and the digest and
// signed statement with how to verify them.
import type { Metadata } from "next";
import { getVersionReports } from "@/lib/trust";
import { formatBytes } from "@/app/_components/format";
import { Badge, Card, EmptyState, SectionHeading, ShieldCheckIcon, VerdictBadge, statusKind, verdictCopy } from "@/app/_components/ui";
import { fileLineHref } from "@/app/_lib/file-line-href";
import { siteOrigin } from "@/app/_lib/site-origin";
import { AttestationPanel, type AttestationView } from "../_components/security/attestation-panel";
import { DiagnosticTable } from "../_components/security/diagnostic-table";
import { FindingList } from "../_components/security/finding-list";
import { SkillShell } from "../_components/skill-shell";
import { firstParam, loadSkill, loadSkillForMetadata, skillUrls, type SkillRouteParams, type SkillSearchParams } from "../_lib/load-skill";
import { skillMetadata } from "../_lib/skill-metadata";

type Props = { params: SkillRouteParams; searchParams: SkillSearchParams };

const DIALECT_LABEL: Record<string, string> = { agentskills: "Agent Skills spec", openclaw: "OpenClaw", ash: "ash", "agent-os": "Agent OS" };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await loadSkillForMetadata(params, { version: firstParam((await searchParams).version) });
  return skillMetadata(page, { path: "/security", title: "Security" });
}

export default async function SkillSecurityPage({ params, searchParams }: Props) {
  const version = firstParam((await searchParams).version);
  const page = await loadSkill(params, { version, suffix: "/security" });
  const urls = skillUrls(page);
  if (!page.version) {
    return (
      <SkillShell page={page} tab="security">
        <EmptyState title="Nothing scanned yet">This skill has no published version.</EmptyState>
      </SkillShell>
    );
  }
  // The page already found the version and checked the viewer may see it: read its reports by id.
  const [reports, origin] = await Promise.all([
    getVersionReports({ slug: page.skill.slug, versionId: page.version.id, privileged: page.privileged, status: page.version.status }),
    siteOrigin(),
  ]);
  const { scan, validation } = reports;
  const attestation: AttestationView = reports.attestation && { ...reports.attestation.attestation, supersededCount: reports.attestation.supersededCount };
  const { report, rules, state } = scan;
  const kind = statusKind({ state: state.status, verdict: state.verdict });
  // A finding's file:line opens the Files tab at that line, marked, whatever the file's length.
  const fileUrl = page.version.status.downloadable ? (file: string, line: number) => fileLineHref({ base: urls.base, version: urls.pinned, file, line }) : null;
  const dialects = Object.entries(validation.dialects);
  const overruled = report.verdict !== state.verdict;

  return (
    <SkillShell page={page} tab="security">
      <div className="space-y-10">
        <Card testId="verdict-card">
          <div className="flex flex-wrap items-center gap-3">
            <VerdictBadge status={{ state: state.status, verdict: state.verdict }} size="lg" />
            <span className="text-sm font-medium text-slate-900 dark:text-white">{verdictCopy[kind].meaning}</span>
          </div>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="verdict-explanation">
            {report.explanation}
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{state.explanation}</p>
          {overruled && (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              The scanner said <strong>{report.verdict}</strong>; a moderator reviewed it and set <strong>{state.verdict}</strong>.
            </p>
          )}
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
            Scanner {scan.scannerVersion} checked {report.stats.files} {report.stats.files === 1 ? "file" : "files"} ({formatBytes(report.stats.bytes)}) of v
            {page.version.version}: {report.summary}.
          </p>
        </Card>

        <section aria-labelledby="findings-heading">
          <SectionHeading id="findings-heading" action={<Badge>{report.findings.length}</Badge>}>
            Findings
          </SectionHeading>
          {report.findings.length === 0 ? (
            <EmptyState icon={<ShieldCheckIcon size={32} />} title="No findings" testId="no-findings">
              Nothing in any file matched a rule: no hidden text, no downloads that run code, no reads of credentials, no instructions trying to take over the
              agent.
            </EmptyState>
          ) : (
            <FindingList findings={report.findings} rules={rules} fileUrl={fileUrl} />
          )}
        </section>

        <section aria-labelledby="validation-heading">
          <SectionHeading id="validation-heading" action={<Badge>{validation.diagnostics.length}</Badge>}>
            Validation
          </SectionHeading>
          <Card>
            <ul className="flex flex-wrap gap-2" aria-label="Skill format dialects" data-testid="dialects">
              {dialects.map(([id, result]) => (
                <li key={id}>
                  <Badge tone={result.valid ? "success" : "warning"}>
                    {DIALECT_LABEL[id] ?? id}: {result.valid ? "valid" : "invalid"}
                  </Badge>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              {validation.diagnostics.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">No diagnostics: the frontmatter and files follow every dialect&apos;s rules.</p>
              ) : (
                <DiagnosticTable diagnostics={validation.diagnostics} fileUrl={fileUrl} />
              )}
            </div>
            {validation.warnings.length > 0 && (
              <div className="mt-4">
                <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">Bundle warnings</p>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {validation.warnings.map((warning, index) => (
                    <li key={index}>
                      {warning.message} {warning.path && <code className="text-xs">{warning.path}</code>}{" "}
                      <code className="text-xs text-slate-500 dark:text-slate-400">{warning.code}</code>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Card>
        </section>

        <section aria-labelledby="integrity-heading">
          <SectionHeading id="integrity-heading">Integrity and signature</SectionHeading>
          <Card>
            <AttestationPanel origin={origin} slug={page.skill.slug} version={page.version.version} digest={page.version.digest} attestation={attestation} />
          </Card>
        </section>
      </div>
    </SkillShell>
  );
}
