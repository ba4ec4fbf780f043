// A version that comes from an upstream registry (lib/mirror) rather than from its author: where
// it came from, and what our own gate decides for it beyond a local publish. Kept on the version as
// its provenance and signed into its statement, so the version says "mirrored" wherever it goes.
import { z } from "zod";
import type { ScanReport } from "@/scanner";

export const mirrorProvenanceSchema = z.object({
  kind: z.literal("mirror"),
  /** The mirror's name here (the namespace of its skills). */
  mirror: z.string(),
  /** The upstream's API base URL. */
  url: z.string(),
  ownerHandle: z.string(),
  slug: z.string(),
  version: z.string(),
  /** The upstream's own digest of the version when it declares one (Skillvault's `digest`), else null. */
  digest: z.string().nullable(),
  /** Whether that declared digest equals ours (null when none was declared). */
  digestMatches: z.boolean().nullable(),
  /** sha256 of the archive exactly as the upstream sent it. */
  zipSha256: z.string(),
  /** The upstream's moderation verdict of the skill when it said (clean | suspicious | malicious). */
  moderation: z.string().nullable(),
  fetchedAt: z.iso.datetime(),
});

export type MirrorProvenance = z.infer<typeof mirrorProvenanceSchema>;

export type MirrorOrigin = Omit<MirrorProvenance, "kind"> & {
  /** Stricter than a local publish: suspicious versions are stored blocked. */
  blockSuspicious: boolean;
};

export function parseMirrorProvenance(value: unknown): MirrorProvenance | null {
  const parsed = mirrorProvenanceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The decision a publish makes differently for a mirrored version: nothing is refused for its
 * verdict (it is recorded, so admins see what the upstream serves), but what our policy will not
 * serve is stored blocked with the reason. Null: stored like any publish.
 */
export function mirrorBlockReason(origin: MirrorOrigin, scan: Pick<ScanReport, "verdict" | "summary">): string | null {
  if (scan.verdict === "malicious") return `Blocked by this registry's scanner: ${scan.summary}`;
  if (scan.verdict === "suspicious" && origin.blockSuspicious) return `Blocked by this mirror's policy (suspicious versions are not served): ${scan.summary}`;
  return null;
}

/** The part of a version's signed statement that says it was mirrored, from its stored provenance. */
export function mirrorStatementFields(provenance: unknown): { origin: "mirrored"; upstream: Omit<MirrorProvenance, "kind"> } | Record<string, never> {
  const mirror = parseMirrorProvenance(provenance);
  if (!mirror) return {};
  const { kind: _kind, ...upstream } = mirror;
  return { origin: "mirrored", upstream };
}

/** What the API shows of a mirrored version's origin (version JSON, verification); null when not mirrored. */
export function mirrorSummary(provenance: unknown) {
  const mirror = parseMirrorProvenance(provenance);
  if (!mirror) return null;
  const { mirror: name, url, ownerHandle, slug, version, digest, zipSha256, fetchedAt } = mirror;
  return { mirror: name, url, ownerHandle, slug, version, digest, zipSha256, fetchedAt };
}
