// The report ZIP `clawhub scan --output` and `clawhub scan download` save: a manifest in ClawHub's
// shape, our scanner's findings as JSON and as SARIF 2.1.0 for code-scanning tools.
import { writeDeterministicZip } from "@/lib/bundle/write-deterministic-zip";
import { toSarif } from "@/scanner";
import type { SkillScan } from "./skill-scan-job";

export function buildScanReportZip({ job, report }: SkillScan): Uint8Array {
  const text = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
  const manifest = {
    scanId: job.scanId,
    sourceKind: job.sourceKind,
    update: job.update,
    status: job.status,
    artifact: job.artifact,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    completedAt: job.completedAt,
    writtenBack: job.writtenBack,
  };
  return writeDeterministicZip([
    { path: "manifest.json", bytes: text(manifest) },
    { path: "static-analysis.json", bytes: text(job.report.staticAnalysis) },
    { path: "static-analysis.sarif", bytes: text(toSarif([{ path: ".", report }])) },
  ]);
}
