// The publish decision, in one place: a prepared bundle (prepare-publication.ts) may be published
// unless the publish gate refuses it (SKILL_INVALID) or the scanner judged it malicious
// (SCAN_BLOCKED). Each refusal carries everything a client shows: the clawhub CLI prints the
// diagnostics or findings line by line (lib/http/format-error-text.ts); the website shows each
// rule's title and explanation next to its finding. The pre-publish check asks the same question.
// The owning org's team policy (decideOrgPolicy) is decided here too, once the owner is known
// (find-or-create-skill.ts, inside the publish transaction).
import { canManage, type Standing, type Visibility } from "@/lib/access";
import { AppError } from "@/lib/errors";
import type { OrgPolicy } from "@/lib/orgs/policy/org-policy-schema";
import type { Verdict as VerdictName } from "@/scanner/types";
import type { PreparedPublication } from "./prepare-publication";
import { ruleTexts } from "./rule-texts";

/**
 * Why this bundle may not be published, or null when it may. The gate's refusal comes first. A
 * mirrored version (lib/mirror) is never refused for its verdict: it is stored blocked with the
 * reason instead (mirror-origin.ts mirrorBlockReason), so admins see what the upstream serves.
 */
export function publicationRefusal(prepared: Pick<PreparedPublication, "validation" | "scan">, options: { mirrored?: boolean } = {}): AppError | null {
  const { validation, scan } = prepared;
  if (!validation.gate.ok) {
    return new AppError("SKILL_INVALID", validation.gate.errors[0]?.message ?? "The skill cannot be published.", {
      details: { diagnostics: validation.gate.errors },
    });
  }
  if (scan.verdict === "malicious" && !options.mirrored) {
    return new AppError("SCAN_BLOCKED", `Publishing refused: ${scan.summary}`, {
      details: { verdict: "malicious", summary: scan.summary, explanation: scan.explanation, findings: scan.findings, rules: ruleTexts(scan.findings) },
    });
  }
  return null;
}

/**
 * Throws SKILL_INVALID or SCAN_BLOCKED unless the bundle may be published. `onBlocked` runs before
 * a SCAN_BLOCKED is thrown (publishVersion remembers the attempt, record-blocked-attempt.ts).
 */
export async function decidePublication(
  prepared: Pick<PreparedPublication, "validation" | "scan">,
  hooks: { mirrored?: boolean; onBlocked?: () => Promise<void> } = {},
): Promise<void> {
  const refusal = publicationRefusal(prepared, { mirrored: hooks.mirrored });
  if (!refusal) return;
  if (refusal.code === "SCAN_BLOCKED") await hooks.onBlocked?.();
  throw refusal;
}

/** Why a version the policy holds is not served yet: the publish's answer (store-version.ts) and the pre-publish check say it alike. */
export const POLICY_HOLD_REASON =
  "The scanner found suspicious patterns and this organisation holds such versions for review: an org admin approves or rejects it.";

/** What the owning org's team policy (lib/orgs/policy) makes of one publish. */
export type PolicyDecision = {
  /** The version waits for an org admin's review (suspicious, policy `hold`): not served until approved. */
  hold: boolean;
  /** A new skill's visibility: the one asked for, else the server default, unless the policy keeps it from being public. */
  visibility: Visibility;
};

/**
 * The org's policy for one publish, after the publish gate and the scanner (publicationRefusal):
 * ORG_POLICY_FORBIDS_PUBLISH when only owners and admins may publish and the actor is a publisher
 * member; ORG_POLICY_FORBIDS_PUBLIC when a member below admin asks for a public new skill and the
 * policy forbids it (one that names no visibility gets `private` instead of a public default).
 * Owners, admins and registry admins are never held back; a one-skill (trusted-publishing) token,
 * set up by an org admin, publishes under `publish: admins` too. Suspicious versions are held
 * under `hold` whoever publishes them: an admin approves their own in the review queue.
 * Users' own skills have the default policy, which refuses nothing.
 */
export function decideOrgPolicy(input: {
  policy: OrgPolicy;
  standing: Standing;
  verdict: VerdictName;
  /** A new skill: the visibility the publish named, and the server default. */
  create?: { requested: Visibility | undefined; fallback: Visibility };
  /** The skill is already public, or would be (existing skills keep their visibility). */
  current?: Visibility;
  mirrored?: boolean;
}): PolicyDecision {
  const { policy, standing } = input;
  const belowAdmin =
    standing.onlySkillId === null && standing.staff !== "admin" && !canManage(standing, { id: "", ownerId: standing.publisherId ?? "" }, "administer");
  if (belowAdmin && policy.publish === "admins") {
    throw new AppError("ORG_POLICY_FORBIDS_PUBLISH", "This organisation lets only its owners and admins publish.", {
      details: { policy: { publish: policy.publish }, needs: ["owner", "admin"] },
    });
  }
  let visibility = input.current ?? input.create?.requested ?? input.create?.fallback ?? "public";
  if (input.create && belowAdmin && !policy.membersPublic && visibility === "public") {
    if (input.create.requested === "public") {
      throw new AppError(
        "ORG_POLICY_FORBIDS_PUBLIC",
        "This organisation lets only its owners and admins make skills public; publish it as internal or private.",
        {
          details: { policy: { membersPublic: false }, needs: ["owner", "admin"] },
        },
      );
    }
    visibility = "private";
  }
  return { hold: !input.mirrored && policy.suspicious === "hold" && input.verdict === "suspicious", visibility };
}
