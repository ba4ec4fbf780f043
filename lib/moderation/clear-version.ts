// A moderator reviewed a flagged version and found it fine: it counts as clean from now on
// (the scanner's findings stay in its report), leaves the queue and gets a fresh signature.
import { REVIEW_STATE } from "./review-state";
import { type ReviewRequest, setReviewedVerdict } from "./set-reviewed-verdict";

export function clearVersion(input: ReviewRequest) {
  return setReviewedVerdict(input, {
    to: "CLEAN",
    reviewState: REVIEW_STATE.CLEARED,
    action: "moderation.clear-version",
    refusal: (version) => (version.blockedAt ? "is blocked; nothing to clear" : version.verdict === "CLEAN" ? "is already clean; nothing to clear" : null),
  });
}
