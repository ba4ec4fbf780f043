// What every step of one sync shares: the mirror's settings, the upstream's API, and the counts.
import type { MirrorFilter } from "../mirror-filter";
import type { UpstreamApi } from "../upstream/upstream-api";

export type MirrorSettings = MirrorFilter & {
  name: string;
  url: string;
  blockSuspicious: boolean;
  /** Reads the upstream with a token: a skill it does not say is public is not public here. */
  withToken?: boolean;
  /** Visibility here of copies of skills the upstream serves only with the token. */
  restrictedVisibility?: "internal" | "private";
};

export type SyncStats = {
  mode: "full" | "incremental" | "pull-through";
  skillsChecked: number;
  versionsAdded: number;
  /** Stored, but not installable here: our scanner or this mirror's policy blocked them. */
  versionsBlocked: number;
  /** Refused by our gate (invalid bundle or skill, archive not matching its record): not stored. */
  versionsRejected: number;
  versionsWithdrawn: number;
  versionsRestored: number;
  skillsHidden: number;
  skillsUnhidden: number;
  /** Skills skipped because a local admin banned their publisher here. */
  skillsSkipped: number;
  /** One line per skill that failed (the first 20). */
  errors: string[];
};

export const MAX_RECORDED_ERRORS = 20;

export function emptyStats(mode: SyncStats["mode"]): SyncStats {
  return {
    mode,
    skillsChecked: 0,
    versionsAdded: 0,
    versionsBlocked: 0,
    versionsRejected: 0,
    versionsWithdrawn: 0,
    versionsRestored: 0,
    skillsHidden: 0,
    skillsUnhidden: 0,
    skillsSkipped: 0,
    errors: [],
  };
}

export type SyncContext = {
  mirror: MirrorSettings;
  api: UpstreamApi;
  stats: SyncStats;
  /** "all": every version the upstream serves; a list: only these (pull-through fetches what the install needs). */
  versions: "all" | { wanted: (version: string, latest: string | null) => boolean };
  /** Progress lines for the CLI. */
  log: (line: string) => void;
};
