// Shapes of a publish request and its answer, shared by the API, the website, GitHub import and the seed.
import type { Actor } from "@/lib/auth/actor";
import type { Bundle, BundleInput, BundleWarning } from "@/lib/bundle";
import type { Diagnostic } from "@/lib/skill-format";
import type { Finding, Verdict } from "@/scanner";
import type { MirrorOrigin } from "./mirror-origin";

/** Where a version came from, when not uploaded by hand. Stored on the version and shown on its page. */
export type Provenance = {
  kind: "github" | "github-actions";
  repository: string;
  ref?: string;
  commit?: string;
  path?: string;
  workflow?: string;
  runId?: string;
};

export type PublishStage = "read" | "scanned" | "stored-blobs" | "stored-version" | "signed" | "committed";

export type PublishInput = {
  actor: Actor;
  bundle: BundleInput | Bundle;
  /** Defaults to the skill's frontmatter name. */
  slug?: string;
  displayName?: string;
  /** Omitted: identical content resolves to its existing version; new content gets the next patch (1.0.0 first). */
  version?: string;
  changelog?: string;
  /** Dist-tags to point at this version besides `latest` (which is always computed). */
  tags?: string[];
  topics?: string[];
  /** Publish for an org the actor belongs to. */
  ownerHandle?: string;
  provenance?: Provenance;
  /** Set by lib/mirror only: the version comes from an upstream registry. Its slug is a mirrored
   * one (`<upstream>--<owner>--<slug>`), and a verdict our policy will not serve is stored blocked
   * instead of refused (lib/publish/mirror-origin.ts). */
  mirror?: MirrorOrigin;
  ip?: string;
  /** Progress for UIs; also where tests inject a crash between stages. */
  onProgress?: (stage: PublishStage) => void | Promise<void>;
};

export type PublishResult = {
  /** "unchanged": no version given and the content equals an existing version. "held": published
   * but the new slug waits for a moderator (looks like a popular skill). */
  status: "published" | "unchanged" | "held";
  skill: { id: string; slug: string; displayName: string; ownerHandle: string };
  version: { id: string; version: string; digest: string; fingerprint: string; zipSha256: string; createdAt: string };
  verdict: Verdict;
  summary: string;
  explanation: string;
  findings: Finding[];
  diagnostics: Diagnostic[];
  warnings: BundleWarning[];
  heldReason?: string;
};
