// Rescans one stored version with the current scanner: the exact bytes that were published,
// read back from the blob store and checked against their recorded sha256. A changed verdict
// is recorded (audit log, change feed) and sends the version back to the moderation queue;
// an unchanged one keeps the moderator's earlier decision. Every rescan is re-signed.
import { createHash } from "node:crypto";
import { recordAudit, recordChange } from "@/lib/audit";
import { getBlobStore } from "@/lib/blobs";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { refreshSkillState } from "@/lib/publish/refresh-skill-state";
import { getScanOptions } from "@/lib/publish/get-scan-options";
import { resignVersion } from "@/lib/publish/resign-version";
import { runUploadTask } from "@/lib/workers/run-upload-task";
import { dbVerdict, type DbVerdict } from "@/lib/access";
import { scanReportOf } from "@/lib/catalog/stored-columns";
import { REVIEW_STATE } from "./review-state";

export type RescanOutcome = { versionId: string; slug: string; version: string; from: string; to: string; changed: boolean; scannerVersion: string };

/** The scanner's own verdict in the stored report (a moderator may have overruled the column). */
function storedScannerVerdict(report: unknown, fallback: DbVerdict): DbVerdict {
  const hasVerdict = typeof report === "object" && report !== null && "verdict" in report;
  return hasVerdict ? dbVerdict(scanReportOf(report).verdict) : fallback;
}

export async function rescanVersion(input: { versionId: string; actorId?: string | null }): Promise<RescanOutcome> {
  const stored = await db.skillVersion.findUniqueOrThrow({ where: { id: input.versionId }, select: { files: { select: { path: true, sha256: true } } } });
  const bytes = await getBlobStore().getMany(stored.files.map((file) => file.sha256));
  const files = stored.files.map((file) => {
    const content = bytes.get(file.sha256);
    if (!content || createHash("sha256").update(content).digest("hex") !== file.sha256) {
      throw new AppError("INTERNAL", `Stored bytes of ${file.path} are missing or do not match their sha256.`, {
        details: { versionId: input.versionId, path: file.path },
      });
    }
    return { path: file.path, bytes: content };
  });
  // In a worker, like a publish's scan: the bytes were uploaded by someone else.
  const scan = await runUploadTask("scanFiles", { files, options: await getScanOptions() });

  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "SkillVersion" WHERE "id" = ${input.versionId} FOR UPDATE`;
    const row = await tx.skillVersion.findUniqueOrThrow({
      where: { id: input.versionId },
      select: {
        id: true,
        version: true,
        verdict: true,
        reviewState: true,
        blockedAt: true,
        scanReport: true,
        scannerVersion: true,
        skillId: true,
        skill: { select: { slug: true } },
      },
    });
    const previousScanner = storedScannerVerdict(row.scanReport, row.verdict);
    const next = dbVerdict(scan.verdict);
    // Same scanner verdict: the moderator's decision (cleared / flagged) stands.
    const scannerChanged = next !== previousScanner;
    const verdict = scannerChanged ? next : row.verdict;
    const reviewState = !scannerChanged || row.blockedAt ? row.reviewState : next === "CLEAN" ? null : REVIEW_STATE.PENDING;
    await tx.skillVersion.update({
      where: { id: row.id },
      data: {
        verdict,
        reviewState,
        verdictSummary: scan.summary,
        scannerVersion: scan.scannerVersion,
        scanReport: JSON.parse(JSON.stringify(scan)) as Prisma.InputJsonValue,
      },
    });
    await resignVersion(tx, { versionId: row.id });
    const changed = verdict !== row.verdict;
    if (changed) {
      await refreshSkillState(tx, row.skillId);
      const data = {
        slug: row.skill.slug,
        version: row.version,
        from: row.verdict,
        to: verdict,
        fromScanner: row.scannerVersion,
        toScanner: scan.scannerVersion,
      };
      await recordAudit(tx, {
        actorId: input.actorId ?? null,
        action: "version.rescan",
        targetType: "version",
        targetId: row.id,
        skillId: row.skillId,
        reason: scan.summary,
        data,
      });
      await recordChange(tx, {
        kind: "verdict",
        skillId: row.skillId,
        slug: row.skill.slug,
        version: row.version,
        data: { from: row.verdict, to: verdict, by: "rescan", scannerVersion: scan.scannerVersion },
      });
    }
    return { versionId: row.id, slug: row.skill.slug, version: row.version, from: row.verdict, to: verdict, changed, scannerVersion: scan.scannerVersion };
  });
}
