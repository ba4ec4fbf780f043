// Upload progress: a real <progress> while bytes go up, then an indeterminate one while the server
// reads, validates and scans (and, on publish, signs and stores). The label is announced politely.
import { formatBytes } from "@/app/_components/format";
import type { UploadProgress } from "./_lib/post-upload";

export function UploadProgressView({ progress, action, size }: { progress: UploadProgress; action: "check" | "publish"; size: number }) {
  const uploading = progress.phase === "uploading";
  const total = uploading && progress.total > 0 ? progress.total : size;
  const loaded = uploading ? progress.loaded : total;
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const label = uploading
    ? `Uploading… ${percent}% (${formatBytes(loaded)} of ${formatBytes(total)})`
    : action === "check"
      ? "Reading, validating and scanning every file…"
      : "Scanning, signing and storing…";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="upload-progress">
      <p className="text-sm font-medium text-slate-900 dark:text-white" role="status" aria-live="polite">
        {label}
      </p>
      <progress
        className="mt-3 h-2 w-full overflow-hidden rounded-full accent-brand-600"
        aria-label={action === "check" ? "Check progress" : "Publish progress"}
        max={100}
        value={uploading ? percent : undefined}
      />
    </div>
  );
}
