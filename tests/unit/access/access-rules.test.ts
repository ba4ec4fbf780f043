// lib/access's rules against the hand-written access × state × visibility table
// (tests/access/access-table.ts): every state a skill and version can be in × every visibility ×
// every kind of actor, for seeing, serving, listing, caching and managing; a closed registry
// (HUB_REQUIRE_SIGNIN); the verdict map and OpenClaw's decisions per state.
import { describe, expect, test } from "vitest";
import {
  audienceAdmits,
  canManage,
  canSee,
  isListed,
  isRefusal,
  publicSight,
  staffOf,
  verdictCopy,
  verdictKind,
  verdictName,
  dbVerdict,
  versionStatus,
  visibilityName,
  type Standing,
} from "@/lib/access";
import { tokenRole } from "@/lib/auth/scopes";
import {
  ACTOR_NAMES,
  ACTOR_RIGHTS,
  ACTORS,
  expected,
  shareable,
  STATE_NAMES,
  STATES,
  VISIBILITY_NAMES,
  type ActorName,
  type StateName,
  type VisibilityName,
} from "../../access/access-table";

const OWNER = "publisher-1";
const SKILL = "skill-1";
const at = new Date("2026-01-01T00:00:00Z");
const PUBLISHING_ACCOUNT = "account-publishing";

function standingOf(name: ActorName): Standing {
  const actor = ACTORS[name];
  if (actor.role === null) return { signedIn: false, staff: null, publisherId: OWNER, relation: null, onlySkillId: null };
  const role = actor.tokenScopes ? tokenRole(actor.role, actor.tokenScopes) : actor.role;
  return {
    signedIn: true,
    staff: staffOf({ role }),
    publisherId: OWNER,
    relation: actor.relation,
    onlySkillId: actor.ci === "this" ? SKILL : actor.ci === "other" ? "skill-2" : null,
    // The table's held versions were published by the org's publisher member.
    userId: name === "org-publisher" ? PUBLISHING_ACCOUNT : `account-${name}`,
  };
}

function rows(state: StateName, visibility: VisibilityName = "public") {
  const { skill, version } = STATES[state];
  return {
    skill: { id: SKILL, ownerId: OWNER, moderation: skill.moderation, deletedAt: skill.deleted ? at : null, visibility: visibility.toUpperCase() },
    version: {
      verdict: version.verdict,
      reviewState: version.reviewState,
      withdrawnAt: version.withdrawn ? at : null,
      blockedAt: version.blocked ? at : null,
      orgReview: version.orgReview ?? null,
      publishedById: PUBLISHING_ACCOUNT,
    },
  };
}

const visibleCases = VISIBILITY_NAMES.flatMap((visibility) => ACTOR_NAMES.flatMap((actor) => STATE_NAMES.map((state) => [visibility, actor, state] as const)));

describe("access × state × visibility", () => {
  test.each(visibleCases)("%s: %s, %s skill", (visibility, actor, state) => {
    const { skill, version } = rows(state, visibility);
    const want = expected(actor, state, visibility);
    const sight = canSee(standingOf(actor), skill, false);
    if (isRefusal(sight)) {
      expect(sight.code).toBe(want.skill);
      return;
    }
    expect(want.skill).toBe("seen");
    expect(sight.privileged).toBe(ACTOR_RIGHTS[actor].reads);
    expect(sight.shareable).toBe(shareable(actor, state, visibility));
    const status = versionStatus({ skill, version, sight, closed: false });
    expect(status.public).toBe(want.public);
    expect({
      installable: status.installable,
      downloadable: status.downloadable,
      listed: status.listed,
      installRefusal: status.installRefusal,
      downloadRefusal: status.downloadRefusal,
      visible: status.visible,
    }).toEqual({
      installable: want.installable,
      downloadable: want.downloadable,
      listed: want.listed,
      installRefusal: want.installRefusal,
      downloadRefusal: want.downloadRefusal,
      visible: want.visible,
    });
  });

  test.each(visibleCases)("%s: %s manages a %s skill as the table says", (visibility, actor, state) => {
    const { skill } = rows(state, visibility);
    const standing = standingOf(actor);
    expect({ publish: canManage(standing, skill, "publish"), administer: canManage(standing, skill, "administer") }).toEqual({
      publish: ACTOR_RIGHTS[actor].publish,
      administer: ACTOR_RIGHTS[actor].administer,
    });
  });

  test.each(VISIBILITY_NAMES.flatMap((visibility) => STATE_NAMES.map((state) => [visibility, state] as const)))(
    "a %s %s skill is listed (search, lists, sitemap) only when the public may install it",
    (visibility, state) => {
      const { skill, version } = rows(state, visibility);
      expect(isListed(skill, version)).toBe(expected("anonymous", state, visibility).public);
      expect(isListed(skill, null)).toBe(false);
      const sight = publicSight(skill);
      expect(isRefusal(sight) ? sight.code : "seen").toBe(expected("anonymous", state, visibility).skill);
    },
  );

  test.each(ACTOR_NAMES)("closed registry (HUB_REQUIRE_SIGNIN): %s sees a public skill as if it were internal, and nothing is shareable", (actor) => {
    for (const state of STATE_NAMES) {
      const sight = canSee(standingOf(actor), rows(state, "public").skill, true);
      const want = expected(actor, state, "internal");
      expect(isRefusal(sight) ? sight.code : "seen", state).toBe(want.skill);
      if (!isRefusal(sight)) {
        expect(sight.shareable).toBe(false);
        const { skill, version } = rows(state, "public");
        expect(versionStatus({ skill, version, sight, closed: true }).public).toBe(false);
      }
    }
  });

  test("an unknown stored visibility is private: it never opens a skill", () => {
    expect(visibilityName("PUBLIC")).toBe("public");
    expect(visibilityName("Internal")).toBe("internal");
    expect(visibilityName("everyone")).toBe("private");
    expect(audienceAdmits({ signedIn: true, onlySkillId: null }, "everyone", false)).toBe(false);
    const sight = canSee(standingOf("outsider"), { ...rows("active").skill, visibility: "" }, false);
    expect(isRefusal(sight) && sight.code).toBe("SKILL_NOT_FOUND");
  });

  test("a standing resolved for another publisher grants nothing over this skill", () => {
    const { skill } = rows("hidden");
    const foreign: Standing = { ...standingOf("owner"), publisherId: "publisher-2" };
    expect(isRefusal(canSee(foreign, skill))).toBe(true);
    expect(canManage(foreign, skill, "publish")).toBe(false);
  });

  test("a membership role nobody defined grants nothing", () => {
    const { skill } = rows("hidden");
    const odd = { ...standingOf("org-member"), relation: null };
    expect(isRefusal(canSee(odd, skill))).toBe(true);
  });
});

/** OpenClaw 2026.9.6's test for a reason that blocks the download. */
function openclawBlocks(reason: string): boolean {
  const normalized = reason.trim().toLowerCase();
  return (
    normalized.includes("malicious") ||
    normalized.includes("malware") ||
    normalized.endsWith("_blocked") ||
    normalized.endsWith(".blocked") ||
    normalized === "blocked"
  );
}

describe("verdict map and OpenClaw's decisions", () => {
  test.each([
    ["active", { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    [
      "suspicious-pending",
      {
        ok: false,
        decision: "fail",
        status: "suspicious",
        installable: true,
        blocked: false,
        reasons: ["security.status_not_clean", "moderation.review_pending"],
      },
    ],
    ["suspicious-flagged", { ok: false, decision: "fail", status: "suspicious", installable: true, blocked: false, reasons: ["security.status_not_clean"] }],
    ["cleared", { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    ["withdrawn", { ok: false, decision: "fail", status: "clean", installable: false, blocked: false, reasons: ["version.withdrawn"] }],
    ["blocked", { ok: false, decision: "fail", status: "clean", installable: false, blocked: true }],
    ["malicious", { ok: false, decision: "fail", status: "malicious", installable: false, blocked: true }],
    ["deleted", { ok: false, decision: "fail", installable: false, blocked: false }],
    ["review-held", { ok: false, decision: "fail", status: "suspicious", installable: false, blocked: false, reasons: ["org.review_pending"] }],
    ["review-rejected", { ok: false, decision: "fail", status: "suspicious", installable: false, blocked: true, reasons: ["org.review_blocked"] }],
  ] as const)("%s", (state, want) => {
    const { skill, version } = rows(state);
    expect(versionStatus({ skill, version, sight: { privileged: true, reviews: true, viewerId: null } }).judgement).toMatchObject(want);
  });

  test("OpenClaw blocks exactly the versions we never serve, and only warns about suspicious ones", () => {
    for (const state of STATE_NAMES) {
      const { skill, version } = rows(state);
      const { judgement, state: versionState } = versionStatus({ skill, version, sight: { privileged: true, reviews: true, viewerId: null } });
      const never = versionState === "blocked" || versionState === "malicious" || versionState === "rejected";
      expect(judgement.reasons.some(openclawBlocks), state).toBe(never);
      expect(judgement.blocked, state).toBe(never);
      expect(judgement.ok, state).toBe(judgement.reasons.length === 0);
    }
  });

  test("database enum ↔ API name ↔ badge, both ways", () => {
    for (const db of ["CLEAN", "SUSPICIOUS", "MALICIOUS"] as const) expect(dbVerdict(verdictName(db))).toBe(db);
    expect([verdictKind("CLEAN"), verdictKind("suspicious"), verdictKind("MALICIOUS"), verdictKind("clean", true)]).toEqual([
      "clean",
      "suspicious",
      "blocked",
      "blocked",
    ]);
    expect(Object.keys(verdictCopy).sort()).toEqual(["blocked", "clean", "suspicious"]);
  });
});
