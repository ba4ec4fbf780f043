// Where a version may be served, for one viewer: the one rule every page, route, list, search
// document and install plan asks. Blocked and malicious outrank withdrawn (the stronger reason is
// the one a user must hear).
//
//   visible       its record (number, state, scan report, signature, page) can be opened by number:
//                 always, for whoever sees the skill — the record says why it is not installable
//   listed        in this viewer's version lists: installable ones, every one for privileged viewers
//   installable   offered to installers (latest, dist-tags, resolve, install plans, the zip):
//                 active versions of a skill that is not deleted, for everyone who sees the skill
//   downloadable  its bytes can be read (files, raw files, the Files tab, version detail): what is
//                 installable, and anything to privileged viewers, who must decide what to do about it
import { AppError } from "@/lib/errors";
import { isSkillPublic, type Sight, type SkillState } from "./can-see";
import { registryClosed } from "./visibility";
import { judgeState, verdictName, type DbVerdict, type Judgement, type VerdictName } from "./verdicts";

export type VersionState = "active" | "withdrawn" | "blocked" | "malicious";

export type VersionRow = { verdict: DbVerdict; reviewState?: string | null; withdrawnAt: Date | null; blockedAt: Date | null };

/** The error a request for what is not served answers with. */
export type VersionRefusal = "SKILL_GONE" | "VERSION_BLOCKED" | "VERSION_WITHDRAWN";

export type VersionStatus = {
  state: VersionState;
  /** Effective verdict (a moderator may have overruled the scanner). */
  verdict: VerdictName;
  /** PENDING while a suspicious version waits for a moderator; CLEARED/FLAGGED/BLOCKED once reviewed. */
  reviewState: string | null;
  visible: true;
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

export function versionState(version: VersionRow): VersionState {
  if (version.blockedAt) return "blocked";
  if (version.verdict === "MALICIOUS") return "malicious";
  if (version.withdrawnAt) return "withdrawn";
  return "active";
}

const STATE_REFUSAL: Record<Exclude<VersionState, "active">, VersionRefusal> = {
  blocked: "VERSION_BLOCKED",
  malicious: "VERSION_BLOCKED",
  withdrawn: "VERSION_WITHDRAWN",
};

/** Nothing of a deleted skill is installed, whatever version is asked for (or none). */
export function skillInstallRefusal(skill: Pick<SkillState, "deletedAt">): "SKILL_GONE" | null {
  return skill.deletedAt ? "SKILL_GONE" : null;
}

export function versionStatus(input: {
  skill: Pick<SkillState, "deletedAt" | "moderation" | "visibility">;
  version: VersionRow;
  sight: Pick<Sight, "privileged">;
  closed?: boolean;
}): VersionStatus {
  const { skill, version, sight } = input;
  const state = versionState(version);
  const installRefusal: VersionRefusal | null = skillInstallRefusal(skill) ?? (state === "active" ? null : STATE_REFUSAL[state]);
  const installable = installRefusal === null;
  const downloadable = installable || sight.privileged;
  const reviewState = version.reviewState ?? null;
  return {
    state,
    verdict: verdictName(version.verdict),
    reviewState,
    visible: true,
    listed: state === "active" || sight.privileged,
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
  }
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
