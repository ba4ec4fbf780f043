// What an installer should make of a version right now: installable or not, and why, in words.
// Blocked and malicious outrank withdrawn: the stronger reason is the one a user needs to hear.
import { z } from "zod";

export const versionStatusSchema = z.enum(["active", "withdrawn", "blocked", "malicious"]);
export const verdictSchema = z.enum(["clean", "suspicious", "malicious"]);

export const versionStateSchema = z.object({
  status: versionStatusSchema,
  installable: z.boolean(),
  /** Effective verdict (a moderator may have overruled the scanner). */
  verdict: verdictSchema,
  /** PENDING while a suspicious version waits for a moderator; CLEARED/FLAGGED/BLOCKED once reviewed. */
  reviewState: z.string().nullable(),
  /** The publisher's withdrawal note; a moderator's block reason only for the owner and moderators. */
  reason: z.string().nullable(),
  since: z.iso.datetime().nullable(),
  explanation: z.string(),
});
export type VersionState = z.infer<typeof versionStateSchema>;

/** The version columns the state is read from. */
export type VersionStateInput = {
  verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
  reviewState: string | null;
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
  blockedAt: Date | null;
  blockedReason: string | null;
};

const VERDICT = { CLEAN: "clean", SUSPICIOUS: "suspicious", MALICIOUS: "malicious" } as const;

export function describeVersionState(version: VersionStateInput, options: { privileged: boolean }): VersionState {
  const common = { verdict: VERDICT[version.verdict], reviewState: version.reviewState };
  if (version.blockedAt) {
    return {
      ...common, status: "blocked", installable: false, since: version.blockedAt.toISOString(),
      reason: options.privileged ? version.blockedReason : null,
      explanation: "A moderator blocked this version: do not install it. Its signed statement still identifies the exact bytes, so copies already installed can be recognised and removed.",
    };
  }
  if (version.verdict === "MALICIOUS") {
    return {
      ...common, status: "malicious", installable: false, since: null, reason: null,
      explanation: "The scanner (or a moderator) judged this version malicious: do not install it, and remove installed copies. The scan report lists the findings.",
    };
  }
  if (version.withdrawnAt) {
    return {
      ...common, status: "withdrawn", installable: false, since: version.withdrawnAt.toISOString(), reason: version.withdrawnReason,
      explanation: "The publisher withdrew this version: it is no longer offered for install, but its bytes and signed statement stay so existing installs can still be verified.",
    };
  }
  const warning = version.verdict === "SUSPICIOUS"
    ? version.reviewState === "PENDING"
      ? " The scanner found suspicious patterns and a moderator has not reviewed them yet: read the scan report before installing."
      : " A moderator marked it suspicious: read the scan report before installing."
    : "";
  return { ...common, status: "active", installable: true, since: null, reason: null, explanation: `This version is installable.${warning}` };
}
