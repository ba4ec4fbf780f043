// A version's stored scan report (the scanner's own words, unchanged by moderators), the rules its
// findings cite, and the effective state; or the same report as SARIF 2.1.0 for code-scanning UIs.
import type { Actor } from "@/lib/auth/actor";
import { rules, toSarif, type ScanReport } from "@/scanner";
import { describeVersionState } from "./describe-version-state";
import { findVisibleVersion } from "./find-visible-version";

export async function getVersionScan(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { scanReport: true, scannerVersion: true } });
  // Written by publishVersion/rescanVersion from the scanner's own ScanReport.
  const report = version.scanReport as unknown as ScanReport;
  const cited = new Set(report.findings.map((finding) => finding.ruleId));
  return {
    privileged,
    body: {
      slug: skill.slug,
      version: version.version,
      scannerVersion: version.scannerVersion,
      state: describeVersionState(version, { privileged }),
      report,
      rules: rules.filter((rule) => cited.has(rule.id)),
    },
  };
}

/** SARIF 2.1.0; artifact URIs are bundle paths, the run's properties name the skill and version. */
export async function getVersionScanSarif(input: { actor: Actor | null; slug: string; version: string }) {
  const { privileged, body } = await getVersionScan(input);
  const sarif = toSarif([{ path: ".", report: body.report }]) as { runs: Array<{ properties?: Record<string, unknown> }> };
  for (const run of sarif.runs) run.properties = { ...run.properties, skill: { slug: body.slug, version: body.version, status: body.state.status } };
  return { privileged, body: sarif };
}
