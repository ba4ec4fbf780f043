// The upstream's archive to an upload worker (lib/workers) for readMirroredBundle: the same pool,
// time and memory budget as an upload. The archive's buffer is moved, not copied.
import { bundleLimits } from "@/lib/publish";
import { runUploadTask } from "@/lib/workers/run-upload-task";
import { ownBytes } from "@/lib/workers/transferable-bytes";
import type { DeclaredFile, MirroredBundle } from "./read-mirrored-bundle";

export function readMirroredBundleIsolated(input: {
  bytes: Uint8Array;
  filename: string;
  declared?: DeclaredFile[];
  declaredDigest?: string;
}): Promise<MirroredBundle> {
  const bytes = ownBytes(input.bytes);
  return runUploadTask("readMirroredBundle", { ...input, bytes, limits: bundleLimits() }, [bytes.buffer as ArrayBuffer]);
}
