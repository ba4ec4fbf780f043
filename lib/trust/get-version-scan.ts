// A version's stored scan report (the scanner's own words, unchanged by moderators), the rules its
// findings cite, and the effective state; or the same report as SARIF 2.1.0 for code-scanning UIs.
import { describeVersionState, type VersionReasons, type VersionStatus } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleVersion } from "@/lib/catalog/find-visible-version";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import { rules, toSarif } from "@/scanner";

/** The scan body for a version row already read (and already checked visible to the caller). */
export function shapeVersionScan(input: {
  slug: string;
  privileged: boolean;
  status: VersionStatus;
  version: VersionReasons & { version: string; scanReport: unknown; scannerVersion: string };
}) {
  const { version } = input;
  const report = scanReportOf(version.scanReport);
  const cited = new Set(report.findings.map((finding) => finding.ruleId));
  return {
    slug: input.slug,
    version: version.version,
    scannerVersion: version.scannerVersion,
    state: describeVersionState(input.status, version, { privileged: input.privileged }),
    report,
    rules: rules.filter((rule) => cited.has(rule.id)),
  };
}

const select = { scanReport: true, scannerVersion: true, withdrawnReason: true, blockedReason: true } as const;

export async function getVersionScan(input: { actor: Actor | null; slug: string; version: string }) {
  const { skill, sight, version, status } = await findVisibleVersion({ viewer: input.actor, slug: input.slug, version: input.version, select });
  return { sight, body: shapeVersionScan({ slug: skill.slug, privileged: sight.privileged, status, version }) };
}

/** SARIF 2.1.0; artifact URIs are bundle paths, the run's properties name the skill and version. */
export async function getVersionScanSarif(input: { actor: Actor | null; slug: string; version: string }) {
  const { sight, body } = await getVersionScan(input);
  const sarif = toSarif([{ path: ".", report: body.report }]) as { runs: Array<{ properties?: Record<string, unknown> }> };
  for (const run of sarif.runs) run.properties = { ...run.properties, skill: { slug: body.slug, version: body.version, status: body.state.status } };
  return { sight, body: sarif };
}
