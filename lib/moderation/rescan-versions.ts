// Admin command (`npm run hub -- rescan`): rescan every version judged by another scanner
// version than the current one, in id order, one transaction per version. A version that fails
// (missing blob) is reported and skipped; running the command again retries it.
import { db } from "@/lib/db";
import { SCANNER_VERSION } from "@/scanner";
import { rescanVersion, type RescanOutcome } from "./rescan-version";

export type RescanSummary = {
  scannerVersion: string;
  scanned: number;
  changed: RescanOutcome[];
  failed: Array<{ versionId: string; message: string }>;
};

export async function rescanVersions(
  input: { actorId?: string | null; batchSize?: number; onVersion?: (outcome: RescanOutcome) => void } = {},
): Promise<RescanSummary> {
  const summary: RescanSummary = { scannerVersion: SCANNER_VERSION, scanned: 0, changed: [], failed: [] };
  let cursor: string | undefined;
  for (;;) {
    const batch = await db.skillVersion.findMany({
      where: { scannerVersion: { not: SCANNER_VERSION }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: input.batchSize ?? 100,
      select: { id: true },
    });
    if (batch.length === 0) return summary;
    for (const { id } of batch) {
      try {
        const outcome = await rescanVersion({ versionId: id, actorId: input.actorId });
        summary.scanned++;
        if (outcome.changed) summary.changed.push(outcome);
        input.onVersion?.(outcome);
      } catch (error) {
        summary.failed.push({ versionId: id, message: error instanceof Error ? error.message : String(error) });
      }
    }
    cursor = batch.at(-1)!.id;
  }
}
