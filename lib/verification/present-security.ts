// A version's security block in ClawHub's verify / security-verdict shape: the effective status
// (a moderator may have overruled the scanner), the scanner's own verdict, and our static scan as
// the one signal (we run no VirusTotal or LLM scanners, so those signals are null).
import type { Judgement } from "@/lib/access";
import { reasonCodes } from "@/lib/catalog/present-skill";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import type { VerificationVersion } from "./load-verification-target";

export function presentSecurity(
  version: Pick<VerificationVersion, "verdictSummary" | "scannerVersion" | "scanReport">,
  judgement: Judgement,
  checkedAt: number,
) {
  const report = version.scanReport === null ? null : scanReportOf(version.scanReport);
  const rawStatus = report?.verdict ?? judgement.status;
  return {
    status: judgement.status,
    passed: judgement.status === "clean",
    rawStatus,
    verdict: judgement.status,
    confidence: null,
    summary: version.verdictSummary || report?.summary || null,
    model: null,
    checkedAt,
    engine: "skillvault-static-scanner",
    engineVersion: version.scannerVersion,
    signals: {
      staticScan: {
        status: rawStatus,
        rawStatus,
        reasonCodes: reasonCodes(report),
        summary: report?.summary ?? null,
        engineVersion: version.scannerVersion,
        checkedAt,
      },
      virusTotal: null,
      skillSpector: null,
      dependencyRegistry: null,
    },
  };
}
