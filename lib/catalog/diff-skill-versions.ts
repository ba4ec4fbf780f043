// What changed between two versions of a skill: files added, removed and modified (by sha256),
// with line diffs for text files. Identical files are listed as unchanged without reading them.
// Line diffs are computed in the render worker under its time budget (diff-texts-task.ts), for at
// most DIFF_MAX_TOTAL_BYTES of text per comparison: a compare page is one request, however many
// large files two versions differ in.
import { getBlobStore } from "@/lib/blobs";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { markPageUncacheable } from "@/lib/cache/page/page-render-scope";
import { renderWorkers } from "@/lib/workers/get-worker-pools";
import type { TextDiff } from "./diff-text-lines";

/** Text files larger than this are compared by hash only. */
export const DIFF_MAX_FILE_BYTES = 512 * 1024;
/** Old plus new bytes line-diffed per comparison, in path order; the files after that by hash only. */
export const DIFF_MAX_TOTAL_BYTES = 1024 * 1024;

/** Diffs from the worker; when it cannot (over its time budget, busy), every pair is "too large",
 * on a page the page cache must not keep for everyone (the next try may succeed). */
async function diffPairs(pairs: Array<[string, string]>): Promise<TextDiff[]> {
  if (pairs.length === 0) return [];
  try {
    return await renderWorkers().run("diffTexts", { pairs });
  } catch {
    markPageUncacheable("diff-unavailable");
    return pairs.map(() => ({ tooLarge: true }) as const);
  }
}

export type FileChange = {
  path: string;
  status: "added" | "removed" | "modified" | "unchanged";
  isText: boolean;
  oldSize: number | null;
  newSize: number | null;
  /** Present for text files that changed and are small enough to compare line by line. */
  diff?: TextDiff;
};

const decoder = new TextDecoder("utf-8", { fatal: false });

/** `mayDiff`: asked before line-diffing this many characters; false withholds every line diff (diffsWithheld). */
export async function diffSkillVersions(input: { skillId: string; from: string; to: string; mayDiff?: (chars: number) => Promise<boolean> }) {
  const versions = await db.skillVersion.findMany({
    where: { skillId: input.skillId, version: { in: [input.from, input.to] } },
    select: { id: true, version: true, digest: true, createdAt: true, files: { select: { path: true, size: true, sha256: true, isText: true } } },
  });
  const from = versions.find((row) => row.version === input.from);
  const to = versions.find((row) => row.version === input.to);
  const missing = !from ? input.from : !to ? input.to : null;
  if (missing !== null) throw new AppError("VERSION_NOT_FOUND", `No version '${missing}' to compare.`, { details: { version: missing } });
  const before = new Map(from!.files.map((file) => [file.path, file]));
  const after = new Map(to!.files.map((file) => [file.path, file]));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();

  const changes: FileChange[] = paths.map((path) => {
    const a = before.get(path);
    const b = after.get(path);
    const status = !a ? "added" : !b ? "removed" : a.sha256 === b.sha256 ? "unchanged" : "modified";
    return { path, status, isText: (b ?? a)!.isText, oldSize: a?.size ?? null, newSize: b?.size ?? null };
  });
  // Read only what a line diff needs: text files that changed and are not too big, within the total.
  let budget = DIFF_MAX_TOTAL_BYTES;
  const wanted = changes.filter((change) => {
    if (change.status === "unchanged" || !change.isText || Math.max(change.oldSize ?? 0, change.newSize ?? 0) > DIFF_MAX_FILE_BYTES) return false;
    const bytes = (change.oldSize ?? 0) + (change.newSize ?? 0);
    if (bytes > budget) return false;
    budget -= bytes;
    return true;
  });
  const wantedBytes = DIFF_MAX_TOTAL_BYTES - budget;
  const diffsWithheld = wanted.length > 0 && input.mayDiff !== undefined && !(await input.mayDiff(wantedBytes));
  if (diffsWithheld) wanted.length = 0;
  const hashes = wanted.flatMap((change) => [before.get(change.path)?.sha256, after.get(change.path)?.sha256]).filter((sha): sha is string => !!sha);
  const blobs = await getBlobStore().getMany([...new Set(hashes)]);
  const text = (sha: string | undefined) => (sha ? decoder.decode(blobs.get(sha) ?? new Uint8Array()) : "");
  const diffs = await diffPairs(wanted.map((change) => [text(before.get(change.path)?.sha256), text(after.get(change.path)?.sha256)]));
  wanted.forEach((change, index) => (change.diff = diffs[index]));
  const summary = {
    added: changes.filter((c) => c.status === "added").length,
    removed: changes.filter((c) => c.status === "removed").length,
    modified: changes.filter((c) => c.status === "modified").length,
    unchanged: changes.filter((c) => c.status === "unchanged").length,
  };
  return {
    from: { version: from!.version, digest: from!.digest, createdAt: from!.createdAt },
    to: { version: to!.version, digest: to!.digest, createdAt: to!.createdAt },
    changes,
    summary,
    diffsWithheld,
  };
}
