// Everything the website's Security tab shows for one version it has already found (and checked
// the viewer may see, with its status): the scan, the validation and the newest signed statement
// (null when there is none), from two queries instead of re-finding the skill and version per report.
import type { VersionStatus } from "@/lib/access";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findNewestAttestation } from "./find-newest-attestation";
import { shapeVersionAttestation } from "./get-version-attestation";
import { shapeVersionScan } from "./get-version-scan";
import { shapeVersionValidation } from "./get-version-validation";

export async function getVersionReports(input: { slug: string; versionId: string; privileged: boolean; status: VersionStatus }) {
  const [version, newest] = await Promise.all([
    db.skillVersion.findUnique({
      where: { id: input.versionId },
      select: {
        version: true,
        withdrawnAt: true,
        withdrawnReason: true,
        blockedAt: true,
        blockedReason: true,
        scanReport: true,
        scannerVersion: true,
        validationReport: true,
        compatibility: true,
      },
    }),
    findNewestAttestation({ versionId: input.versionId }),
  ]);
  // Deleted between the page's lookup and this one.
  if (!version) throw new AppError("VERSION_NOT_FOUND", `${input.slug} has no such version.`, { details: { slug: input.slug } });
  const common = { slug: input.slug, privileged: input.privileged, status: input.status, version };
  return {
    scan: shapeVersionScan(common),
    validation: shapeVersionValidation(common),
    attestation: newest ? shapeVersionAttestation({ ...common, newest }) : null,
  };
}
