// A moderator flags a version the scanner passed: installers get the suspicious warning.
import { verdictName } from "@/lib/access";
import { REVIEW_STATE } from "./review-state";
import { type ReviewRequest, setReviewedVerdict } from "./set-reviewed-verdict";

export function markVersionSuspicious(input: ReviewRequest) {
  return setReviewedVerdict(input, {
    to: "SUSPICIOUS",
    reviewState: REVIEW_STATE.FLAGGED,
    action: "moderation.mark-suspicious",
    refusal: (version) => (version.blockedAt ? "is already blocked" : version.verdict !== "CLEAN" ? `is already ${verdictName(version.verdict)}` : null),
  });
}
