// An upstream archive → the bundle our gate judges. Read with the same reader and limits as any
// upload, then held to the upstream's own record of the version: every file it declares must be
// in the archive with that sha256, and nothing else may be, except ClawHub's `_meta.json` (which
// its download adds and no version declares; it is dropped). Anything else is MIRROR_INTEGRITY.
// Untrusted work: it runs in an upload worker thread under the upload budget (readMirroredBundleIsolated).
import { readBundle, type Bundle, type BundleLimits } from "@/lib/bundle";
import { AppError } from "@/lib/errors";
import { buffersOf, ownBytes } from "@/lib/workers/transferable-bytes";
import type { TaskResult } from "@/lib/workers/worker-tasks";

const ADDED_BY_UPSTREAM = "_meta.json";

export type DeclaredFile = { path: string; sha256: string };

export type MirroredBundle = { bundle: Bundle; digestMatches: boolean | null };

function integrity(message: string, details: Record<string, unknown>): AppError {
  return new AppError("MIRROR_INTEGRITY", message, { details });
}

export type ReadMirroredBundleInput = { bytes: Uint8Array; filename: string; declared?: DeclaredFile[]; declaredDigest?: string; limits: BundleLimits };

export async function readMirroredBundle(input: ReadMirroredBundleInput): Promise<MirroredBundle> {
  const { limits } = input;
  const read = await readBundle({ kind: "archive", filename: input.filename, bytes: input.bytes }, { limits });
  let bundle = read;
  if (input.declared) {
    const declared = new Map(input.declared.map((file) => [file.path.normalize("NFC"), file.sha256.toLowerCase()]));
    for (const [path, sha256] of declared) {
      const file = read.files.find((candidate) => candidate.path === path);
      if (!file) throw integrity(`The upstream's archive lacks ${path}, which its version record lists.`, { path });
      if (file.sha256 !== sha256) throw integrity(`${path} in the upstream's archive does not match the sha256 its version record gives.`, { path });
    }
    const extra = read.files.filter((file) => !declared.has(file.path));
    const unexpected = extra.find((file) => file.path !== ADDED_BY_UPSTREAM);
    if (unexpected) throw integrity(`The upstream's archive holds ${unexpected.path}, which its version record does not list.`, { path: unexpected.path });
    if (extra.length > 0) {
      const kept = read.files.filter((file) => declared.has(file.path)).map((file) => ({ path: file.path, bytes: file.bytes }));
      bundle = await readBundle({ kind: "files", files: kept }, { limits });
    }
  }
  const digestMatches = input.declaredDigest && /^sha256:[0-9a-f]{64}$/.test(input.declaredDigest) ? input.declaredDigest === bundle.digest : null;
  return { bundle, digestMatches };
}

/** The worker task: the bundle's files come back as their own buffers, moved rather than copied. */
export async function readMirroredBundleTask(input: ReadMirroredBundleInput): Promise<TaskResult<MirroredBundle>> {
  const read = await readMirroredBundle(input);
  const bundle: Bundle = { ...read.bundle, files: read.bundle.files.map((file) => ({ ...file, bytes: ownBytes(file.bytes) })) };
  return { value: { bundle, digestMatches: read.digestMatches }, transfer: buffersOf(bundle.files.map((file) => file.bytes)) };
}
