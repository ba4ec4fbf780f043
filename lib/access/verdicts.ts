// The one verdict case map: the database enum, the API's lower-case names, what people read (label,
// meaning, tone) and what OpenClaw is told (judgeVersion). Pure data and functions with no server
// imports, so client components import this file directly.
import type { Verdict as VerdictName } from "@/scanner/types";

export type DbVerdict = "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
export type { VerdictName };

const NAME: Record<DbVerdict, VerdictName> = { CLEAN: "clean", SUSPICIOUS: "suspicious", MALICIOUS: "malicious" };
const DB: Record<VerdictName, DbVerdict> = { clean: "CLEAN", suspicious: "SUSPICIOUS", malicious: "MALICIOUS" };

/** CLEAN → "clean" (API fields, signed statements, change events). */
export function verdictName(verdict: DbVerdict): VerdictName {
  return NAME[verdict];
}

/** "clean" → CLEAN (the scanner's verdict as stored). */
export function dbVerdict(verdict: VerdictName): DbVerdict {
  return DB[verdict];
}

/** What a badge shows: a moderator's block and a malicious verdict are both "blocked" (never installable). */
export type VerdictKind = "clean" | "suspicious" | "blocked";

/** Takes the database enum or the API name; `blocked`: a moderator blocked the version. */
export function verdictKind(verdict: string, blocked = false): VerdictKind {
  const value = verdict.toLowerCase();
  if (blocked || value === "malicious" || value === "blocked") return "blocked";
  return value === "suspicious" ? "suspicious" : "clean";
}

/** The badge for a version's status (version-status.ts): blocked and malicious versions read "Blocked". */
export function statusKind(status: { state: string; verdict: string }): VerdictKind {
  return verdictKind(status.verdict, status.state === "blocked");
}

/** A listed skill's verdict as search shows it: listed skills are never malicious (lib/access isListed). */
export function listedVerdict(verdict: string): "clean" | "suspicious" {
  return verdictKind(verdict) === "suspicious" ? "suspicious" : "clean";
}

export const verdictCopy: Record<VerdictKind, { label: string; meaning: string; tone: "success" | "warning" | "danger" }> = {
  clean: { label: "Clean", meaning: "The scanner found nothing dangerous in any file.", tone: "success" },
  suspicious: { label: "Suspicious", meaning: "The scanner found patterns worth a human look before you install.", tone: "warning" },
  blocked: { label: "Blocked", meaning: "Judged malicious or blocked by a moderator: it cannot be installed.", tone: "danger" },
};

/** The verdict in ClawHub's moderation shapes, which have no "blocked": a moderator's block reads as malicious. */
export function clawhubVerdict(status: { state: string; verdict: VerdictName }): VerdictName {
  return status.state === "blocked" ? "malicious" : status.verdict;
}

/** What OpenClaw (`skills install|update|verify`) and ClawHub's verification answers are told. */
export type Judgement = {
  /** True only for an installable, clean version. */
  ok: boolean;
  decision: "pass" | "fail";
  /** Never installable: blocked by a moderator or malicious. */
  blocked: boolean;
  reasons: string[];
  /** Effective verdict as ClawHub's security.status. */
  status: VerdictName;
  installable: boolean;
};

/**
 * Reason codes are ClawHub's where one exists, so OpenClaw renders and blocks on them as it does
 * there: a `.blocked`/`_blocked` or malicious reason refuses the download; a failed decision
 * without one shows the audit as "Review" and installs after the warning. The decision is only
 * ever pass or fail: the clawhub CLI's verify schema accepts nothing else.
 */
export function judgeState(input: {
  state: "active" | "withdrawn" | "blocked" | "malicious" | "held" | "rejected";
  verdict: DbVerdict;
  reviewState: string | null;
  installable: boolean;
}): Judgement {
  const status = NAME[input.verdict];
  // An active version of a deleted skill (only its owners and staff see one): nothing installs it.
  if (input.state === "active" && !input.installable)
    return { ok: false, decision: "fail", blocked: false, reasons: ["skill.deleted"], status, installable: false };
  switch (input.state) {
    case "blocked":
      return { ok: false, decision: "fail", blocked: true, reasons: ["moderation.blocked"], status, installable: false };
    case "malicious":
      return { ok: false, decision: "fail", blocked: true, reasons: ["static:malicious", "moderation.malware_blocked"], status, installable: false };
    case "held":
      // Seen only by the org's reviewers and its publisher: not installable until an org admin approves it.
      return { ok: false, decision: "fail", blocked: false, reasons: ["org.review_pending"], status, installable: false };
    case "rejected":
      return { ok: false, decision: "fail", blocked: true, reasons: ["org.review_blocked"], status, installable: false };
    case "withdrawn":
      return {
        ok: false,
        decision: "fail",
        blocked: false,
        reasons: ["version.withdrawn", ...(status === "clean" ? [] : ["security.status_not_clean"])],
        status,
        installable: false,
      };
    case "active":
      if (status === "clean") return { ok: true, decision: "pass", blocked: false, reasons: [], status, installable: true };
      return {
        ok: false,
        decision: "fail",
        blocked: false,
        reasons: ["security.status_not_clean", ...(input.reviewState === "PENDING" ? ["moderation.review_pending"] : [])],
        status,
        installable: true,
      };
  }
}
