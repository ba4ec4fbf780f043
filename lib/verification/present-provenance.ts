// Where a version's bytes came from, in the shape OpenClaw records ("server-resolved-github-import"
// with repo, commit and path: it links the installed skill to that commit), with our own fields
// kept beside them. Uploads by hand have no provenance to offer; a mirrored version names its
// upstream (OpenClaw knows no such source, so it stays "unavailable" to it, with the upstream beside).
import { mirrorSummary } from "@/lib/publish/mirror-origin";

type StoredProvenance = { kind?: unknown; repository?: unknown; commit?: unknown; path?: unknown; ref?: unknown; workflow?: unknown };

export function presentProvenance(value: unknown) {
  const stored = value && typeof value === "object" ? (value as StoredProvenance) : null;
  if (stored && typeof stored.repository === "string" && typeof stored.commit === "string" && (stored.kind === "github" || stored.kind === "github-actions")) {
    return {
      source: "server-resolved-github-import" as const,
      kind: stored.kind,
      repo: stored.repository,
      commit: stored.commit,
      ...(typeof stored.path === "string" && stored.path ? { path: stored.path } : {}),
      ...(typeof stored.ref === "string" ? { ref: stored.ref } : {}),
      ...(typeof stored.workflow === "string" ? { workflow: stored.workflow } : {}),
    };
  }
  const mirror = mirrorSummary(value);
  if (mirror) {
    return {
      source: "unavailable" as const,
      reason: `Mirrored from ${mirror.url} (@${mirror.ownerHandle}/${mirror.slug}@${mirror.version}) and scanned here; no GitHub provenance is stored for it.`,
      mirror,
    };
  }
  return { source: "unavailable" as const, reason: "Uploaded directly: no GitHub provenance is stored for this version." };
}
