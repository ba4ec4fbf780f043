// The audit overview OpenClaw prints in its "ClawHub Security Audit" box before it installs: what
// we concluded and why, in a few lines a person reads in a terminal. Built from the same state
// explanation the website shows (lib/trust describeVersionState) and the stored scan findings.
import { describeVersionState, type VersionStatus } from "@/lib/access";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import type { VerificationVersion } from "./load-verification-target";
import { plainLine } from "./plain-line";

const MAX_FINDINGS = 5;

export function buildSecurityOverview(
  status: VersionStatus,
  version: Pick<VerificationVersion, "withdrawnAt" | "withdrawnReason" | "blockedAt" | "blockedReason" | "scanReport" | "scannerVersion" | "digest">,
): string {
  const state = describeVersionState(status, version, { privileged: false });
  const report = scanReportOf(version.scanReport);
  const findings = report.findings;
  const lines = [
    `Skillvault: ${state.status === "active" ? state.verdict : state.status}. ${state.explanation}`,
    `Static scan (scanner ${plainLine(version.scannerVersion, 40)}): ${plainLine(report.summary, 200) || `${findings.length} finding(s)`}`,
  ];
  for (const finding of findings.slice(0, MAX_FINDINGS)) {
    lines.push(
      `- ${plainLine(finding.severity, 10)} ${plainLine(finding.ruleId, 60)} in ${plainLine(finding.file, 120)}:${finding.line}: ${plainLine(finding.message, 160)}`,
    );
  }
  if (findings.length > MAX_FINDINGS) lines.push(`- …and ${findings.length - MAX_FINDINGS} more in the scan report.`);
  lines.push(`Bundle digest ${version.digest}`);
  return lines.join("\n");
}
