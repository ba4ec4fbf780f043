// Enterprise sign-in's group claim → org memberships, as pure functions: the operator's map
// (AUTH_OIDC_GROUP_MAP), the claim as an identity provider may send it (hostile or odd included),
// and the roles that result (the highest per org, never owner).
import { describe, expect, test } from "vitest";
import { groupsClaimSchema, MAX_GROUPS_IN_CLAIM } from "@/lib/auth/schemas/oidc-claims";
import { MAX_GROUP_VALUE_LENGTH, oidcGroupMapSchema } from "@/lib/config/oidc-group-map-schema";
import { mapOidcGroups } from "@/lib/orgs/map-oidc-groups";

const map = (json: unknown) => oidcGroupMapSchema.parse(json);
const grants = (groups: string[], json: unknown) => Object.fromEntries(mapOidcGroups({ groups, groupMap: map(json) }));

describe("AUTH_OIDC_GROUP_MAP", () => {
  test("a group grants an org as member by default, or in the role it names; one group may grant several orgs", () => {
    const parsed = map({ "cn=devs,ou=groups,dc=acme": "acme", "/acme/admins": ["@Acme:Admin", "beta:publisher"] });
    expect([...parsed]).toEqual([
      ["cn=devs,ou=groups,dc=acme", [{ org: "acme", role: "member" }]],
      [
        "/acme/admins",
        [
          { org: "acme", role: "admin" },
          { org: "beta", role: "publisher" },
        ],
      ],
    ]);
  });

  test.each([
    ["owner is never granted by a claim", { g: "acme:owner" }],
    ["an unknown role", { g: "acme:superuser" }],
    ["not an org handle", { g: "Acme Corp" }],
    ["an extra colon", { g: "acme:admin:now" }],
    ["a group value longer than any claim value we read", { ["x".repeat(MAX_GROUP_VALUE_LENGTH + 1)]: "acme" }],
    ["an empty list", { g: [] }],
    ["not an object", ["acme"]],
    ["a number", { g: 1 }],
  ])("refuses %s", (_name, json) => {
    expect(oidcGroupMapSchema.safeParse(json).success).toBe(false);
  });
});

describe("group claim", () => {
  test("absent or null is no groups; one string is one group", () => {
    expect(groupsClaimSchema.parse(undefined)).toEqual([]);
    expect(groupsClaimSchema.parse(null)).toEqual([]);
    expect(groupsClaimSchema.parse("devs")).toEqual(["devs"]);
  });

  test("duplicates count once; non-strings, empty and over-long values cannot match and are dropped", () => {
    const claim = ["devs", "devs", 7, null, { group: "admins" }, ["admins"], "", "y".repeat(MAX_GROUP_VALUE_LENGTH + 1), "ops"];
    expect(groupsClaimSchema.parse(claim)).toEqual(["devs", "ops"]);
  });

  test("a list up to the cap is read; a longer one, an object or a number is refused rather than cut", () => {
    const atCap = Array.from({ length: MAX_GROUPS_IN_CLAIM }, (_, index) => `g${index}`);
    expect(groupsClaimSchema.parse(atCap)).toHaveLength(MAX_GROUPS_IN_CLAIM);
    expect(groupsClaimSchema.safeParse([...atCap, "one-more"]).success).toBe(false);
    expect(groupsClaimSchema.safeParse({ devs: true }).success).toBe(false);
    expect(groupsClaimSchema.safeParse(42).success).toBe(false);
  });
});

describe("mapOidcGroups", () => {
  const json = { readers: "acme", writers: "acme:publisher", leads: ["acme:admin", "beta"], "beta-team": "beta:publisher" };

  test("the highest role any of the account's groups grants, per org", () => {
    expect(grants(["readers"], json)).toEqual({ acme: "member" });
    expect(grants(["readers", "writers"], json)).toEqual({ acme: "publisher" });
    expect(grants(["writers", "leads", "readers"], json)).toEqual({ acme: "admin", beta: "member" });
    expect(grants(["leads", "beta-team"], json)).toEqual({ acme: "admin", beta: "publisher" });
  });

  test("only mapped groups count: a group named like an org grants nothing, and matching is exact", () => {
    expect(grants(["acme", "beta", "Readers", "readers ", "acme:admin"], json)).toEqual({});
    expect(grants([], json)).toEqual({});
  });
});
