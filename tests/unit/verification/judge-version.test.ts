// The one map from a version's state to the decision and reasons OpenClaw acts on. The blocking
// reasons are checked against OpenClaw's own rule (dist: isSkillVerdictBlockingReason), so a state
// we refuse to serve is one OpenClaw refuses to install.
import { describe, expect, test } from "vitest";
import { judgeVersion, type JudgedVersion } from "@/lib/verification/judge-version";

const at = new Date("2026-01-01T00:00:00Z");
const base: JudgedVersion = { verdict: "CLEAN", reviewState: null, withdrawnAt: null, blockedAt: null };

/** OpenClaw 2026.9.6's test for a reason that blocks the download. */
function openclawBlocks(reason: string): boolean {
  const normalized = reason.trim().toLowerCase();
  return normalized.includes("malicious") || normalized.includes("malware") || normalized.endsWith("_blocked") || normalized.endsWith(".blocked") || normalized === "blocked";
}

describe("judgeVersion", () => {
  test.each([
    ["clean", base, { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    ["suspicious, pending review", { ...base, verdict: "SUSPICIOUS", reviewState: "PENDING" }, { ok: false, decision: "fail", status: "suspicious", installable: true, blocked: false }],
    ["suspicious, flagged by a moderator", { ...base, verdict: "SUSPICIOUS", reviewState: "FLAGGED" }, { ok: false, decision: "fail", status: "suspicious", installable: true, blocked: false }],
    ["cleared by a moderator", { ...base, reviewState: "CLEARED" }, { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    ["blocked", { ...base, blockedAt: at }, { ok: false, decision: "fail", status: "clean", installable: false, blocked: true }],
    ["malicious", { ...base, verdict: "MALICIOUS" }, { ok: false, decision: "fail", status: "malicious", installable: false, blocked: true }],
    ["withdrawn", { ...base, withdrawnAt: at }, { ok: false, decision: "fail", status: "clean", installable: false, blocked: false }],
    ["withdrawn and blocked", { ...base, withdrawnAt: at, blockedAt: at }, { ok: false, decision: "fail", installable: false, blocked: true }],
  ] as const)("%s", (_name, version, expected) => {
    expect(judgeVersion(version as JudgedVersion)).toMatchObject(expected);
  });

  test("OpenClaw blocks exactly the versions we never serve, and only warns about suspicious ones", () => {
    const states: JudgedVersion[] = [base, { ...base, verdict: "SUSPICIOUS", reviewState: "PENDING" }, { ...base, blockedAt: at }, { ...base, verdict: "MALICIOUS" }, { ...base, withdrawnAt: at }];
    for (const state of states) {
      const judgement = judgeVersion(state);
      expect(judgement.reasons.some(openclawBlocks), JSON.stringify(state)).toBe(judgement.blocked);
      expect(judgement.ok).toBe(judgement.reasons.length === 0);
    }
  });
});
