// The one verdict map for installers that ask ClawHub's verification questions (OpenClaw's
// `skills install|update|verify`): a version's state → decision, reasons and security status.
// Reason codes are ClawHub's where one exists, so OpenClaw renders and blocks on them as it does
// there: a `.blocked`/`_blocked` or malicious reason refuses the download; a failed decision
// without one shows the audit as "Review" and installs after the warning. The decision is only
// ever pass or fail: the clawhub CLI's verify schema accepts nothing else.
import { versionStatus } from "@/lib/catalog/version-status";

export type JudgedVersion = {
  verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
  reviewState: string | null;
  withdrawnAt: Date | null;
  blockedAt: Date | null;
};

export type Judgement = {
  /** True only for an installable, clean version. */
  ok: boolean;
  decision: "pass" | "fail";
  /** Never installable: blocked by a moderator or malicious. */
  blocked: boolean;
  reasons: string[];
  /** Effective verdict as ClawHub's security.status. */
  status: "clean" | "suspicious" | "malicious";
  installable: boolean;
};

const STATUS = { CLEAN: "clean", SUSPICIOUS: "suspicious", MALICIOUS: "malicious" } as const;

export function judgeVersion(version: JudgedVersion): Judgement {
  const status = STATUS[version.verdict];
  switch (versionStatus(version)) {
    case "blocked":
      return { ok: false, decision: "fail", blocked: true, reasons: ["moderation.blocked"], status, installable: false };
    case "malicious":
      return { ok: false, decision: "fail", blocked: true, reasons: ["static:malicious", "moderation.malware_blocked"], status, installable: false };
    case "withdrawn":
      return { ok: false, decision: "fail", blocked: false, reasons: ["version.withdrawn", ...(status === "clean" ? [] : ["security.status_not_clean"])], status, installable: false };
    case "active":
      if (status === "clean") return { ok: true, decision: "pass", blocked: false, reasons: [], status, installable: true };
      return { ok: false, decision: "fail", blocked: false, reasons: ["security.status_not_clean", ...(version.reviewState === "PENDING" ? ["moderation.review_pending"] : [])], status, installable: true };
  }
}
