// lib/access's rules against the hand-written access × state table (tests/access/access-table.ts):
// every state a skill and version can be in × every kind of actor, for seeing, serving, listing,
// caching and managing; the verdict map and OpenClaw's decisions per state.
import { describe, expect, test } from "vitest";
import { canManage, canSee, isListed, isRefusal, publicSight, staffOf, verdictCopy, verdictKind, verdictName, dbVerdict, versionStatus, type Standing } from "@/lib/access";
import { tokenRole } from "@/lib/auth/scopes";
import { ACTOR_NAMES, ACTOR_RIGHTS, ACTORS, expected, shareable, STATE_NAMES, STATES, type ActorName, type StateName } from "../../access/access-table";

const OWNER = "publisher-1";
const SKILL = "skill-1";
const at = new Date("2026-01-01T00:00:00Z");

function standingOf(name: ActorName): Standing {
  const actor = ACTORS[name];
  if (actor.role === null) return { signedIn: false, staff: null, publisherId: OWNER, relation: null, onlySkillId: null };
  const role = actor.tokenScopes ? tokenRole(actor.role, actor.tokenScopes) : actor.role;
  return { signedIn: true, staff: staffOf({ role }), publisherId: OWNER, relation: actor.relation, onlySkillId: actor.ci === "this" ? SKILL : actor.ci === "other" ? "skill-2" : null };
}

function rows(state: StateName) {
  const { skill, version } = STATES[state];
  return {
    skill: { id: SKILL, ownerId: OWNER, moderation: skill.moderation, deletedAt: skill.deleted ? at : null },
    version: { verdict: version.verdict, reviewState: version.reviewState, withdrawnAt: version.withdrawn ? at : null, blockedAt: version.blocked ? at : null },
  };
}

const cases = ACTOR_NAMES.flatMap((actor) => STATE_NAMES.map((state) => [actor, state] as const));

describe("access × state", () => {
  test.each(cases)("%s, %s skill", (actor, state) => {
    const { skill, version } = rows(state);
    const want = expected(actor, state);
    const sight = canSee(standingOf(actor), skill);
    if (isRefusal(sight)) {
      expect(sight.code).toBe(want.skill);
      return;
    }
    expect(want.skill).toBe("seen");
    expect(sight.privileged).toBe(ACTOR_RIGHTS[actor].reads);
    expect(sight.shareable).toBe(shareable(actor, state));
    const status = versionStatus({ skill, version, sight });
    expect({
      installable: status.installable, downloadable: status.downloadable, listed: status.listed,
      installRefusal: status.installRefusal, downloadRefusal: status.downloadRefusal, visible: status.visible,
    }).toEqual({
      installable: want.installable, downloadable: want.downloadable, listed: want.listed,
      installRefusal: want.installRefusal, downloadRefusal: want.downloadRefusal, visible: true,
    });
  });

  test.each(cases)("%s manages a %s skill as the table says", (actor, state) => {
    const { skill } = rows(state);
    const standing = standingOf(actor);
    expect({ publish: canManage(standing, skill, "publish"), administer: canManage(standing, skill, "administer") }).toEqual({
      publish: ACTOR_RIGHTS[actor].publish,
      administer: ACTOR_RIGHTS[actor].administer,
    });
  });

  test.each(STATE_NAMES)("a %s skill is listed (search, lists, sitemap) only when the public may install it", (state) => {
    const { skill, version } = rows(state);
    expect(isListed(skill, version)).toBe(expected("anonymous", state).public);
    expect(isListed(skill, null)).toBe(false);
    const sight = publicSight(skill);
    expect(isRefusal(sight) ? sight.code : "seen").toBe(expected("anonymous", state).skill);
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
  return normalized.includes("malicious") || normalized.includes("malware") || normalized.endsWith("_blocked") || normalized.endsWith(".blocked") || normalized === "blocked";
}

describe("verdict map and OpenClaw's decisions", () => {
  test.each([
    ["active", { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    ["suspicious-pending", { ok: false, decision: "fail", status: "suspicious", installable: true, blocked: false, reasons: ["security.status_not_clean", "moderation.review_pending"] }],
    ["suspicious-flagged", { ok: false, decision: "fail", status: "suspicious", installable: true, blocked: false, reasons: ["security.status_not_clean"] }],
    ["cleared", { ok: true, decision: "pass", status: "clean", installable: true, blocked: false }],
    ["withdrawn", { ok: false, decision: "fail", status: "clean", installable: false, blocked: false, reasons: ["version.withdrawn"] }],
    ["blocked", { ok: false, decision: "fail", status: "clean", installable: false, blocked: true }],
    ["malicious", { ok: false, decision: "fail", status: "malicious", installable: false, blocked: true }],
    ["deleted", { ok: false, decision: "fail", installable: false, blocked: false }],
  ] as const)("%s", (state, want) => {
    const { skill, version } = rows(state);
    expect(versionStatus({ skill, version, sight: { privileged: true } }).judgement).toMatchObject(want);
  });

  test("OpenClaw blocks exactly the versions we never serve, and only warns about suspicious ones", () => {
    for (const state of STATE_NAMES) {
      const { skill, version } = rows(state);
      const { judgement, state: versionState } = versionStatus({ skill, version, sight: { privileged: true } });
      expect(judgement.reasons.some(openclawBlocks), state).toBe(versionState === "blocked" || versionState === "malicious");
      expect(judgement.blocked, state).toBe(versionState === "blocked" || versionState === "malicious");
      expect(judgement.ok, state).toBe(judgement.reasons.length === 0);
    }
  });

  test("database enum ↔ API name ↔ badge, both ways", () => {
    for (const db of ["CLEAN", "SUSPICIOUS", "MALICIOUS"] as const) expect(dbVerdict(verdictName(db))).toBe(db);
    expect([verdictKind("CLEAN"), verdictKind("suspicious"), verdictKind("MALICIOUS"), verdictKind("clean", true)]).toEqual(["clean", "suspicious", "blocked", "blocked"]);
    expect(Object.keys(verdictCopy).sort()).toEqual(["blocked", "clean", "suspicious"]);
  });
});
