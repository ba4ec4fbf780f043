// A version's stored scan report (the scanner's own words, unchanged by moderators), the rules its
// findings cite, and the effective state; or the same report as SARIF 2.1.0 for code-scanning UIs.
import type { Actor } from "@/lib/auth/actor";
import { rules, toSarif, type ScanReport } from "@/scanner";
import { describeVersionState, type VersionStateInput } from "./describe-version-state";
import { findVisibleVersion } from "./find-visible-version";

/** The scan body for a version row already read (and already checked visible to the caller). */
export function shapeVersionScan(input: { slug: string; privileged: boolean; version: VersionStateInput & { version: string; scanReport: unknown; scannerVersion: string } }) {
  const { version } = input;
  // Written by publishVersion/rescanVersion from the scanner's own ScanReport.
  const report = version.scanReport as ScanReport;
  const cited = new Set(report.findings.map((finding) => finding.ruleId));
  return {
    slug: input.slug,
    version: version.version,
    scannerVersion: version.scannerVersion,
    state: describeVersionState(version, { privileged: input.privileged }),
    report,
    rules: rules.filter((rule) => cited.has(rule.id)),
  };
}

export async function getVersionScan(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, privileged, version } = await findVisibleVersion({ ...input, select: { scanReport: true, scannerVersion: true } });
  return { privileged, body: shapeVersionScan({ slug: skill.slug, privileged, version }) };
}

/** SARIF 2.1.0; artifact URIs are bundle paths, the run's properties name the skill and version. */
export async function getVersionScanSarif(input: { actor: Actor | null; slug: string; version: string }) {
  const { privileged, body } = await getVersionScan(input);
  const sarif = toSarif([{ path: ".", report: body.report }]) as { runs: Array<{ properties?: Record<string, unknown> }> };
  for (const run of sarif.runs) run.properties = { ...run.properties, skill: { slug: body.slug, version: body.version, status: body.state.status } };
  return { privileged, body: sarif };
}
