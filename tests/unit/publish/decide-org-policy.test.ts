// The org policy decision (decideOrgPolicy) for every kind of publisher standing × policy: who is
// refused with which code, what visibility a new skill gets, and which versions are held.
import { describe, expect, test } from "vitest";
import type { Standing } from "@/lib/access";
import { isAppError } from "@/lib/errors";
import { readOrgPolicy, type OrgPolicy } from "@/lib/orgs/policy/org-policy-schema";
import { decideOrgPolicy } from "@/lib/publish/decide-publication";

const ORG = "org-1";
const base: Standing = { signedIn: true, staff: null, publisherId: ORG, relation: null, onlySkillId: null, userId: "u" };
const STANDINGS: Record<string, Standing> = {
  owner: { ...base, relation: "owner" },
  admin: { ...base, relation: "admin" },
  publisher: { ...base, relation: "publisher" },
  "registry admin": { ...base, staff: "admin" },
  "trusted-publishing token": { ...base, relation: "self", onlySkillId: "skill-1" },
};
const DEFAULTS: OrgPolicy = { publish: "publishers", suspicious: "warn", membersPublic: true };

function outcome(run: () => unknown): string {
  try {
    const result = run() as { hold: boolean; visibility: string };
    return `${result.visibility}${result.hold ? " held" : ""}`;
  } catch (error) {
    return isAppError(error) ? error.code : "thrown";
  }
}

describe("decideOrgPolicy", () => {
  test.each([
    ["owner", "public"],
    ["admin", "public"],
    ["publisher", "ORG_POLICY_FORBIDS_PUBLISH"],
    ["registry admin", "public"],
    ["trusted-publishing token", "public"],
  ])("publish: admins — %s", (who, want) => {
    const policy = { ...DEFAULTS, publish: "admins" as const };
    expect(outcome(() => decideOrgPolicy({ policy, standing: STANDINGS[who]!, verdict: "clean", current: "public" }))).toBe(want);
  });

  test.each([
    ["publisher", "public", "ORG_POLICY_FORBIDS_PUBLIC"],
    ["publisher", undefined, "private"],
    ["publisher", "internal", "internal"],
    ["publisher", "private", "private"],
    ["admin", "public", "public"],
    ["admin", undefined, "public"],
    ["registry admin", "public", "public"],
  ] as const)("membersPublic: false — %s asking for %s gets %s (server default public)", (who, requested, want) => {
    const policy = { ...DEFAULTS, membersPublic: false };
    expect(outcome(() => decideOrgPolicy({ policy, standing: STANDINGS[who]!, verdict: "clean", create: { requested, fallback: "public" } }))).toBe(want);
  });

  test("membersPublic: false never touches an existing public skill's next version", () => {
    const policy = { ...DEFAULTS, membersPublic: false };
    expect(outcome(() => decideOrgPolicy({ policy, standing: STANDINGS.publisher!, verdict: "clean", current: "public" }))).toBe("public");
  });

  test.each(["clean", "suspicious", "malicious"] as const)("suspicious: hold holds exactly suspicious versions, whoever publishes (%s)", (verdict) => {
    const policy = { ...DEFAULTS, suspicious: "hold" as const };
    for (const standing of Object.values(STANDINGS)) {
      expect(decideOrgPolicy({ policy, standing, verdict, current: "private" }).hold).toBe(verdict === "suspicious");
      // A mirror's version is never held (it is stored blocked instead when its upstream says so).
      expect(decideOrgPolicy({ policy, standing, verdict, current: "public", mirrored: true }).hold).toBe(false);
    }
    expect(decideOrgPolicy({ policy: DEFAULTS, standing: STANDINGS.publisher!, verdict, current: "private" }).hold).toBe(false);
  });

  test("stored values nobody defined read as the strictest policy; no row is the defaults", () => {
    expect(readOrgPolicy(null)).toEqual(DEFAULTS);
    expect(readOrgPolicy({ publish: "everyone", suspicious: "ignore", membersPublic: true })).toEqual({
      publish: "admins",
      suspicious: "hold",
      membersPublic: true,
    });
  });
});
