// The numbers of the moderation automation (docs/operations.md, "Moderation automation"). Reports
// are cheap to file, so what they can do on their own is bounded: weighted by who files them,
// capped per reporter, never enough to hide a popular or verified skill, and paused after a
// moderator has looked.

/** Sum of report weights (report-weight.ts) since the last moderator decision that hides a skill... */
export const AUTO_HIDE_WEIGHT = 6;
/** ...filed by at least this many different people. */
export const AUTO_HIDE_MIN_REPORTERS = 3;
/** Reports one person may file in any 24 hours (moderators: unlimited). */
export const REPORTS_PER_DAY = 10;
/** After a moderator dismisses a report or makes the skill public, no automatic hide for this long. */
export const DISMISSAL_COOLDOWN_DAYS = 7;
/** This many reports registry-wide within BURST_WINDOW_MINUTES alert the moderators. */
export const BURST_REPORTS = 10;
export const BURST_WINDOW_MINUTES = 10;
/** What the public change feed and the owner are told about an automatic hide: a label, never reporters' words. */
export const AUTO_HIDE_LABEL = "hidden pending review";
