// The access × state × visibility table every entry point is checked against: each state a skill
// and its version can be in, each visibility (issue 18: public, internal, private), each kind of
// actor, and what that actor must get, written out by hand (not computed by lib/access, which it
// checks). tests/unit/access checks the rules against it;
// tests/integration/access checks the served routes against it (visibility: visibility-routes.test.ts).
import type { PublisherRole } from "@/lib/access";
import type { Role } from "@/lib/db";

export type StateName =
  | "active"
  | "suspicious-pending"
  | "suspicious-flagged"
  | "cleared"
  | "withdrawn"
  | "blocked"
  | "malicious"
  | "held"
  | "hidden"
  | "auto-hidden"
  | "deleted"
  // A version the org's policy (suspicious: hold) keeps for its admins' review, and one they rejected.
  | "review-held"
  | "review-rejected";

type SkillRow = { moderation: "ACTIVE" | "HELD" | "HIDDEN" | "AUTO_HIDDEN"; deleted: boolean };
type VersionRow = {
  verdict: "CLEAN" | "SUSPICIOUS" | "MALICIOUS";
  reviewState: string | null;
  withdrawn: boolean;
  blocked: boolean;
  orgReview?: "HELD" | "REJECTED";
};

export const STATES: Record<StateName, { skill: SkillRow; version: VersionRow }> = {
  active: { skill: { moderation: "ACTIVE", deleted: false }, version: { verdict: "CLEAN", reviewState: null, withdrawn: false, blocked: false } },
  "suspicious-pending": {
    skill: { moderation: "ACTIVE", deleted: false },
    version: { verdict: "SUSPICIOUS", reviewState: "PENDING", withdrawn: false, blocked: false },
  },
  "suspicious-flagged": {
    skill: { moderation: "ACTIVE", deleted: false },
    version: { verdict: "SUSPICIOUS", reviewState: "FLAGGED", withdrawn: false, blocked: false },
  },
  cleared: { skill: { moderation: "ACTIVE", deleted: false }, version: { verdict: "CLEAN", reviewState: "CLEARED", withdrawn: false, blocked: false } },
  withdrawn: { skill: { moderation: "ACTIVE", deleted: false }, version: { verdict: "CLEAN", reviewState: null, withdrawn: true, blocked: false } },
  blocked: { skill: { moderation: "ACTIVE", deleted: false }, version: { verdict: "CLEAN", reviewState: "BLOCKED", withdrawn: false, blocked: true } },
  malicious: { skill: { moderation: "ACTIVE", deleted: false }, version: { verdict: "MALICIOUS", reviewState: null, withdrawn: false, blocked: false } },
  held: { skill: { moderation: "HELD", deleted: false }, version: { verdict: "CLEAN", reviewState: null, withdrawn: false, blocked: false } },
  hidden: { skill: { moderation: "HIDDEN", deleted: false }, version: { verdict: "CLEAN", reviewState: null, withdrawn: false, blocked: false } },
  "auto-hidden": { skill: { moderation: "AUTO_HIDDEN", deleted: false }, version: { verdict: "CLEAN", reviewState: null, withdrawn: false, blocked: false } },
  deleted: { skill: { moderation: "ACTIVE", deleted: true }, version: { verdict: "CLEAN", reviewState: null, withdrawn: false, blocked: false } },
  "review-held": {
    skill: { moderation: "ACTIVE", deleted: false },
    version: { verdict: "SUSPICIOUS", reviewState: "PENDING", withdrawn: false, blocked: false, orgReview: "HELD" },
  },
  "review-rejected": {
    skill: { moderation: "ACTIVE", deleted: false },
    version: { verdict: "SUSPICIOUS", reviewState: "PENDING", withdrawn: false, blocked: false, orgReview: "REJECTED" },
  },
};

export type ActorName =
  | "anonymous"
  | "outsider"
  | "owner"
  | "org-owner"
  | "org-admin"
  | "org-publisher"
  | "org-member"
  | "moderator"
  | "admin"
  | "admin-token-without-staff-scope"
  | "admin-token-with-admin-scope"
  | "moderator-token-with-moderate-scope"
  | "ci-token-this-skill"
  | "ci-token-other-skill"
  | "read-token";

/**
 * How each actor is made: its account role, the scopes of its token (null: a browser session or
 * nobody), its relation to the skill's publisher, and whether it is a one-skill token (of this
 * skill or of another skill of the same publisher).
 */
export const ACTORS: Record<
  ActorName,
  { role: Role | null; tokenScopes: Array<"read" | "publish" | "moderate" | "admin"> | null; relation: "self" | PublisherRole | null; ci?: "this" | "other" }
> = {
  anonymous: { role: null, tokenScopes: null, relation: null },
  outsider: { role: "USER", tokenScopes: null, relation: null },
  owner: { role: "USER", tokenScopes: null, relation: "self" },
  "org-owner": { role: "USER", tokenScopes: null, relation: "owner" },
  "org-admin": { role: "USER", tokenScopes: null, relation: "admin" },
  "org-publisher": { role: "USER", tokenScopes: null, relation: "publisher" },
  "org-member": { role: "USER", tokenScopes: null, relation: "member" },
  moderator: { role: "MODERATOR", tokenScopes: null, relation: null },
  admin: { role: "ADMIN", tokenScopes: null, relation: null },
  "admin-token-without-staff-scope": { role: "ADMIN", tokenScopes: ["read", "publish"], relation: null },
  "admin-token-with-admin-scope": { role: "ADMIN", tokenScopes: ["read", "publish", "admin"], relation: null },
  "moderator-token-with-moderate-scope": { role: "MODERATOR", tokenScopes: ["read", "moderate"], relation: null },
  "ci-token-this-skill": { role: "USER", tokenScopes: ["read", "publish"], relation: "self", ci: "this" },
  "ci-token-other-skill": { role: "USER", tokenScopes: ["read", "publish"], relation: "self", ci: "other" },
  /** Another account's read-only token (`clawhub login --token` of someone outside the org). */
  "read-token": { role: "USER", tokenScopes: ["read"], relation: null },
};

/** What each actor may do, by hand: sees everything about the skill (`reads`), publishes, administers. */
export const ACTOR_RIGHTS: Record<ActorName, { reads: boolean; publish: boolean; administer: boolean }> = {
  anonymous: { reads: false, publish: false, administer: false },
  outsider: { reads: false, publish: false, administer: false },
  owner: { reads: true, publish: true, administer: true },
  "org-owner": { reads: true, publish: true, administer: true },
  "org-admin": { reads: true, publish: true, administer: true },
  "org-publisher": { reads: true, publish: true, administer: false },
  "org-member": { reads: true, publish: false, administer: false },
  moderator: { reads: true, publish: false, administer: false },
  admin: { reads: true, publish: true, administer: true },
  "admin-token-without-staff-scope": { reads: false, publish: false, administer: false },
  "admin-token-with-admin-scope": { reads: true, publish: true, administer: true },
  "moderator-token-with-moderate-scope": { reads: true, publish: false, administer: false },
  "ci-token-this-skill": { reads: true, publish: true, administer: false },
  "ci-token-other-skill": { reads: false, publish: false, administer: false },
  "read-token": { reads: false, publish: false, administer: false },
};

/**
 * Who knows of a version held for (or rejected in) the org's review, by hand: the org's owners and
 * admins (the owning user), staff, and the account that published it (`org-publisher` in this
 * table). Plain members, one-skill tokens and everyone else: it does not exist.
 */
export const REVIEWS_HELD: Record<ActorName, boolean> = {
  anonymous: false,
  outsider: false,
  owner: true,
  "org-owner": true,
  "org-admin": true,
  "org-publisher": true,
  "org-member": false,
  moderator: true,
  admin: true,
  "admin-token-without-staff-scope": false,
  "admin-token-with-admin-scope": true,
  "moderator-token-with-moderate-scope": true,
  "ci-token-this-skill": false,
  "ci-token-other-skill": false,
  "read-token": false,
};

export type VisibilityName = "public" | "internal" | "private";
export const VISIBILITY_NAMES: VisibilityName[] = ["public", "internal", "private"];

/**
 * Who is in each visibility's audience without any relation to the publisher, by hand: internal
 * skills are for signed-in accounts (browser sessions and their tokens, not a one-skill CI token of
 * another skill), private ones for nobody outside the publisher. Readers see every skill anyway.
 */
const SIGNED_IN_ACCOUNT: Record<ActorName, boolean> = {
  anonymous: false,
  outsider: true,
  owner: true,
  "org-owner": true,
  "org-admin": true,
  "org-publisher": true,
  "org-member": true,
  moderator: true,
  admin: true,
  "admin-token-without-staff-scope": true,
  "admin-token-with-admin-scope": true,
  "moderator-token-with-moderate-scope": true,
  "ci-token-this-skill": false,
  "ci-token-other-skill": false,
  "read-token": true,
};

function inAudience(actor: ActorName, visibility: VisibilityName): boolean {
  if (ACTOR_RIGHTS[actor].reads) return true;
  if (visibility === "public") return true;
  if (visibility === "internal") return SIGNED_IN_ACCOUNT[actor];
  return false;
}

type Refusal = "VERSION_WITHDRAWN" | "VERSION_BLOCKED" | "SKILL_GONE" | "VERSION_HELD" | "VERSION_REJECTED" | "VERSION_NOT_FOUND";

export type Expected = {
  /** The skill: seen, or the error that answers for it. */
  skill: "seen" | "SKILL_NOT_FOUND" | "SKILL_GONE";
  /** Its version, when the skill is seen: offered to installers; bytes readable; in the viewer's version list. */
  installable: boolean;
  downloadable: boolean;
  listed: boolean;
  /** Its record can be opened by number (false: VERSION_NOT_FOUND, as for a number never used). */
  visible: boolean;
  /** The error for bytes / installs refused (null when served). */
  downloadRefusal: Refusal | null;
  installRefusal: Refusal | null;
  /** Listed in search, lists, the sitemap and the public feed (same for every actor). */
  public: boolean;
};

/** The state's answer for someone who sees only what the public sees, and for someone who reads everything. */
const BY_STATE: Record<StateName, { public: Expected; reader: Expected }> = (() => {
  const served: Expected = {
    skill: "seen",
    installable: true,
    downloadable: true,
    listed: true,
    visible: true,
    downloadRefusal: null,
    installRefusal: null,
    public: true,
  };
  const refused = (code: Refusal): { public: Expected; reader: Expected } => ({
    public: {
      skill: "seen",
      installable: false,
      downloadable: false,
      listed: false,
      visible: true,
      downloadRefusal: code,
      installRefusal: code,
      public: false,
    },
    reader: { skill: "seen", installable: false, downloadable: true, listed: true, visible: true, downloadRefusal: null, installRefusal: code, public: false },
  });
  const unseen = (code: "SKILL_NOT_FOUND" | "SKILL_GONE"): Expected => ({
    skill: code,
    installable: false,
    downloadable: false,
    listed: false,
    visible: true,
    downloadRefusal: null,
    installRefusal: null,
    public: false,
  });
  const offListing = { ...served, public: false };
  return {
    active: { public: served, reader: served },
    "suspicious-pending": { public: served, reader: served },
    "suspicious-flagged": { public: served, reader: served },
    cleared: { public: served, reader: served },
    withdrawn: refused("VERSION_WITHDRAWN"),
    blocked: refused("VERSION_BLOCKED"),
    malicious: refused("VERSION_BLOCKED"),
    held: { public: unseen("SKILL_NOT_FOUND"), reader: offListing },
    hidden: { public: unseen("SKILL_NOT_FOUND"), reader: offListing },
    "auto-hidden": { public: unseen("SKILL_NOT_FOUND"), reader: offListing },
    deleted: {
      public: unseen("SKILL_GONE"),
      reader: {
        skill: "seen",
        installable: false,
        downloadable: true,
        listed: true,
        visible: true,
        downloadRefusal: null,
        installRefusal: "SKILL_GONE",
        public: false,
      },
    },
    // Only for its reviewers (REVIEWS_HELD); expected() answers everyone else with UNKNOWN_VERSION.
    "review-held": refused("VERSION_HELD"),
    "review-rejected": refused("VERSION_REJECTED"),
  };
})();

const ABSENT: Expected = {
  skill: "SKILL_NOT_FOUND",
  installable: false,
  downloadable: false,
  listed: false,
  visible: true,
  downloadRefusal: null,
  installRefusal: null,
  public: false,
};

/** A held or rejected version, for who does not review it: the skill is seen, the version is a number never used. */
const UNKNOWN_VERSION: Expected = {
  skill: "seen",
  installable: false,
  downloadable: false,
  listed: false,
  visible: false,
  downloadRefusal: "VERSION_NOT_FOUND",
  installRefusal: "VERSION_NOT_FOUND",
  public: false,
};

/** Outside a skill's audience it does not exist, whatever its state (deleted included: no SKILL_GONE). */
export function expected(actor: ActorName, state: StateName, visibility: VisibilityName = "public"): Expected {
  if (!inAudience(actor, visibility)) return ABSENT;
  if (STATES[state].version.orgReview && !REVIEWS_HELD[actor]) return UNKNOWN_VERSION;
  const answer = BY_STATE[state][ACTOR_RIGHTS[actor].reads ? "reader" : "public"];
  // Only public skills are listed in search, lists, the sitemap and the public feed.
  return visibility === "public" ? answer : { ...answer, public: false };
}

/** Anyone else (an anonymous visitor) gets this same answer, so shared caches may keep it. */
export function shareable(actor: ActorName, state: StateName, visibility: VisibilityName = "public"): boolean {
  return (
    visibility === "public" &&
    !ACTOR_RIGHTS[actor].reads &&
    expected(actor, state).skill === "seen" &&
    !STATES[state].skill.deleted &&
    STATES[state].skill.moderation === "ACTIVE"
  );
}

export const STATE_NAMES = Object.keys(STATES) as StateName[];
export const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];
