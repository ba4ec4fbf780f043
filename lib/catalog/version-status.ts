// Whether a version's bytes may be served, in the order lib/trust's describeVersionState explains
// it: blocked and malicious outrank withdrawn. Blocked and malicious bytes are never served, to
// anyone; withdrawn ones neither (the number stays taken, the bytes stay for audits).
import { AppError } from "@/lib/errors";

type VersionRow = { version: string; verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS"; withdrawnAt: Date | null; blockedAt: Date | null };

export type VersionStatus = "active" | "withdrawn" | "blocked" | "malicious";

export function versionStatus(version: Omit<VersionRow, "version">): VersionStatus {
  if (version.blockedAt) return "blocked";
  if (version.verdict === "MALICIOUS") return "malicious";
  if (version.withdrawnAt) return "withdrawn";
  return "active";
}

export function assertVersionServable(slug: string, version: VersionRow): void {
  const status = versionStatus(version);
  const details = { slug, version: version.version, status };
  if (status === "blocked" || status === "malicious") {
    throw new AppError("VERSION_BLOCKED", `${slug}@${version.version} was ${status === "blocked" ? "blocked by a moderator" : "judged malicious"} and is not served.`, { details });
  }
  if (status === "withdrawn") throw new AppError("VERSION_WITHDRAWN", `${slug}@${version.version} was withdrawn by its publisher and is no longer served.`, { details });
}
