// Where a version may be served, for one viewer: the one rule every page, route, list, search
// document and install plan asks. Blocked and malicious outrank withdrawn (the stronger reason is
// the one a user must hear).
//
//   visible       its record (number, state, scan report, signature, page) can be opened by number:
//                 for whoever sees the skill — the record says why it is not installable — except a
//                 version held for (or refused by) its org's review (lib/orgs policy `hold`): that one
//                 exists only for the org's reviewers (owners, admins, staff) and the account that
//                 published it; for anyone else it is VERSION_NOT_FOUND, like a number never used
//   listed        in this viewer's version lists: installable ones, every one for privileged viewers
//   installable   offered to installers (latest, dist-tags, resolve, install plans, the zip):
//                 active versions of a skill that is not deleted, for everyone who sees the skill
//   downloadable  its bytes can be read (files, raw files, the Files tab, version detail): what is
//                 installable, and anything to privileged viewers, who must decide what to do about it
import { AppError } from "@/lib/errors";
import { isSkillPublic, type Sight, type SkillState } from "./can-see";
import { registryClosed } from "./visibility";
import { judgeState, verdictName, type DbVerdict, type Judgement, type VerdictName } from "./verdicts";

export type VersionState = "active" | "withdrawn" | "blocked" | "malicious" | "held" | "rejected";

export type VersionRow = {
  verdict: DbVerdict;
  reviewState?: string | null;
  withdrawnAt: Date | null;
  blockedAt: Date | null;
  /** The owning org's review: HELD until approved (then null), REJECTED when refused. */
  orgReview: string | null;
  /** The publishing account, which sees its own held version (absent: only reviewers do). */
  publishedById?: string;
};

/** The error a request for what is not served answers with. */
export type VersionRefusal = "SKILL_GONE" | "VERSION_BLOCKED" | "VERSION_WITHDRAWN" | "VERSION_HELD" | "VERSION_REJECTED" | "VERSION_NOT_FOUND";

/** Who is asking, as far as versions held for an org's review go (can-see.ts Sight). */
export type VersionViewer = Pick<Sight, "privileged" | "reviews" | "viewerId">;

/** Nobody in particular: what an anonymous visitor (and every shared listing) is shown. */
export const PUBLIC_VIEWER: VersionViewer = { privileged: false, reviews: false, viewerId: null };

export type VersionStatus = {
  state: VersionState;
  /** Effective verdict (a moderator may have overruled the scanner). */
  verdict: VerdictName;
  /** PENDING while a suspicious version waits for a moderator; CLEARED/FLAGGED/BLOCKED once reviewed. */
  reviewState: string | null;
  visible: boolean;
  listed: boolean;
  installable: boolean;
  downloadable: boolean;
  /** Anyone may have its bytes (a listed public skill's installable version, the registry open): shared caches may keep them. */
  public: boolean;
  /** Why it is not installable / not downloadable (null when it is). */
  installRefusal: VersionRefusal | null;
  downloadRefusal: VersionRefusal | null;
  /** OpenClaw's and ClawHub's verification answer (verdicts.ts). */
  judgement: Judgement;
};

export function versionState(version: Pick<VersionRow, "verdict" | "withdrawnAt" | "blockedAt" | "orgReview">): VersionState {
  if (version.blockedAt) return "blocked";
  if (version.verdict === "MALICIOUS") return "malicious";
  // Any stored review value but none means not (yet) approved: an unknown value never serves a version.
  if (version.orgReview !== null) return version.orgReview === "HELD" ? "held" : "rejected";
  if (version.withdrawnAt) return "withdrawn";
  return "active";
}

const STATE_REFUSAL: Record<Exclude<VersionState, "active">, VersionRefusal> = {
  blocked: "VERSION_BLOCKED",
  malicious: "VERSION_BLOCKED",
  withdrawn: "VERSION_WITHDRAWN",
  held: "VERSION_HELD",
  rejected: "VERSION_REJECTED",
};

/** A version waiting for (or refused by) its org's review exists for its reviewers and its publishing account only. */
export function seesVersion(viewer: VersionViewer, version: Pick<VersionRow, "orgReview" | "publishedById">): boolean {
  if (version.orgReview === null) return true;
  return viewer.reviews || (viewer.viewerId !== null && viewer.viewerId === version.publishedById);
}

/** Nothing of a deleted skill is installed, whatever version is asked for (or none). */
export function skillInstallRefusal(skill: Pick<SkillState, "deletedAt">): "SKILL_GONE" | null {
  return skill.deletedAt ? "SKILL_GONE" : null;
}

export function versionStatus(input: {
  skill: Pick<SkillState, "deletedAt" | "moderation" | "visibility">;
  version: VersionRow;
  sight: VersionViewer;
  closed?: boolean;
}): VersionStatus {
  const { skill, version, sight } = input;
  const state = versionState(version);
  const visible = seesVersion(sight, version);
  const installRefusal: VersionRefusal | null = !visible
    ? "VERSION_NOT_FOUND"
    : (skillInstallRefusal(skill) ?? (state === "active" ? null : STATE_REFUSAL[state]));
  const installable = installRefusal === null;
  const downloadable = installable || (sight.privileged && visible);
  const reviewState = version.reviewState ?? null;
  return {
    state,
    verdict: verdictName(version.verdict),
    reviewState,
    visible,
    listed: state === "active" || (sight.privileged && visible),
    installable,
    downloadable,
    public: installable && isSkillPublic(skill) && !(input.closed ?? registryClosed()),
    installRefusal,
    downloadRefusal: downloadable ? null : installRefusal,
    judgement: judgeState({ state, verdict: version.verdict, reviewState, installable }),
  };
}

export function refusalError(code: VersionRefusal, slug: string, version: string, state: VersionState): AppError {
  const details = { slug, version, status: state };
  switch (code) {
    case "SKILL_GONE":
      return skillGone(slug);
    case "VERSION_BLOCKED":
      return new AppError(
        "VERSION_BLOCKED",
        `${slug}@${version} was ${state === "blocked" ? "blocked by a moderator" : "judged malicious"} and is not served.`,
        { details },
      );
    case "VERSION_WITHDRAWN":
      return new AppError("VERSION_WITHDRAWN", `${slug}@${version} was withdrawn by its publisher and is no longer served.`, { details });
    case "VERSION_HELD":
      return new AppError("VERSION_HELD", `${slug}@${version} waits for an organisation admin's review and is not served yet.`, { details });
    case "VERSION_REJECTED":
      return new AppError("VERSION_REJECTED", `${slug}@${version} was rejected in the organisation's review and is not served.`, { details });
    case "VERSION_NOT_FOUND":
      // Exactly what a number never published answers (find-catalog-version.ts).
      return versionNotFound(slug, version);
  }
}

export function versionNotFound(slug: string, version: string): AppError {
  return new AppError("VERSION_NOT_FOUND", `${slug} has no version ${version}.`, { details: { slug, version } });
}

export function skillGone(slug: string): AppError {
  return new AppError("SKILL_GONE", `'${slug}' was deleted; undelete it to serve its versions again.`, { details: { slug } });
}

/** Throws VERSION_BLOCKED / VERSION_WITHDRAWN / SKILL_GONE unless installers may have it. */
export function assertInstallable(status: VersionStatus, at: { slug: string; version: string }): void {
  if (status.installRefusal) throw refusalError(status.installRefusal, at.slug, at.version, status.state);
}

/** Throws VERSION_BLOCKED / VERSION_WITHDRAWN / SKILL_GONE unless this viewer may read its bytes. */
export function assertDownloadable(status: VersionStatus, at: { slug: string; version: string }): void {
  if (status.downloadRefusal) throw refusalError(status.downloadRefusal, at.slug, at.version, status.state);
}
