// What an installer should make of a version right now, in words: the state version-status.ts
// decided, with the stronger reason first and a moderator's block reason only for privileged viewers.
import type { VersionStateBody } from "@/lib/api-schemas/version-state";
import type { VersionStatus } from "./version-status";

export type VersionReasons = {
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
  blockedAt: Date | null;
  blockedReason: string | null;
  /** The org's review (held / rejected versions, seen only by reviewers and the publishing account). */
  orgReviewedAt?: Date | null;
  orgReviewReason?: string | null;
};

export function describeVersionState(status: VersionStatus, version: VersionReasons, options: { privileged: boolean }): VersionStateBody {
  const common = { status: status.state, installable: status.installable, verdict: status.verdict, reviewState: status.reviewState };
  switch (status.state) {
    case "blocked":
      return {
        ...common,
        since: version.blockedAt?.toISOString() ?? null,
        reason: options.privileged ? version.blockedReason : null,
        explanation:
          "A moderator blocked this version: do not install it. Its signed statement still identifies the exact bytes, so copies already installed can be recognised and removed.",
      };
    case "malicious":
      return {
        ...common,
        since: null,
        reason: null,
        explanation:
          "The scanner (or a moderator) judged this version malicious: do not install it, and remove installed copies. The scan report lists the findings.",
      };
    case "held":
      return {
        ...common,
        since: null,
        reason: null,
        explanation:
          "The scanner found suspicious patterns and the organisation holds such versions for review: an org admin approves or rejects it before anyone can install it.",
      };
    case "rejected":
      return {
        ...common,
        since: version.orgReviewedAt?.toISOString() ?? null,
        reason: version.orgReviewReason ?? null,
        explanation: "An organisation admin rejected this version in review: it is never served.",
      };
    case "withdrawn":
      return {
        ...common,
        since: version.withdrawnAt?.toISOString() ?? null,
        reason: version.withdrawnReason,
        explanation:
          "The publisher withdrew this version: it is no longer offered for install, but its bytes and signed statement stay so existing installs can still be verified.",
      };
    case "active": {
      if (!status.installable)
        return {
          ...common,
          since: null,
          reason: null,
          explanation: "The skill was deleted: nothing of it is offered for install until its owner undeletes it.",
        };
      const warning =
        status.verdict === "suspicious"
          ? status.reviewState === "PENDING"
            ? " The scanner found suspicious patterns and a moderator has not reviewed them yet: read the scan report before installing."
            : " A moderator marked it suspicious: read the scan report before installing."
          : "";
      return { ...common, since: null, reason: null, explanation: `This version is installable.${warning}` };
    }
  }
}
