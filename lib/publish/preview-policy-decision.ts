// The team policy's decision for a publish that has not happened: the pre-publish check and the
// GitHub import preview ask loadPolicyDecision, the publish's own question, and report its answer
// (or the refusal it would throw) instead of acting on it. Callers only ask for a publisher the
// actor may publish to, so no one learns another org's policy.
import type { Standing, Visibility } from "@/lib/access";
import type { PolicyPreview } from "@/lib/api-schemas/site-publish";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import type { Verdict as VerdictName } from "@/scanner/types";
import { POLICY_HOLD_REASON } from "./decide-publication";
import { loadPolicyDecision } from "./load-policy-decision";

export async function previewPolicyDecision(input: {
  actor: Actor;
  publisher: { id: string; handle: string };
  standing?: Standing;
  verdict: VerdictName;
  create?: { requested: Visibility | undefined; fallback: Visibility };
  current?: Visibility;
}): Promise<PolicyPreview> {
  const { publisher, ...rest } = input;
  try {
    const decision = await loadPolicyDecision(db, { ...rest, publisherId: publisher.id });
    return {
      ownerHandle: publisher.handle,
      outcome: decision.hold ? "hold" : "publish",
      code: null,
      reason: decision.hold ? POLICY_HOLD_REASON : null,
      visibility: decision.visibility,
    };
  } catch (error) {
    // decideOrgPolicy refuses with an AppError (ORG_POLICY_*); anything else is a real failure.
    if (!isAppError(error)) throw error;
    return { ownerHandle: publisher.handle, outcome: "refuse", code: error.code, reason: error.message, visibility: null };
  }
}
